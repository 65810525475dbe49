/** Projected review and blog events for projector tests. Tests only. */
import type { KamraEvent } from '@kamra/contracts/events';
import type { ProjectedEvent } from '../projection.js';

let position = 0n;

export function projected(event: KamraEvent, occurredAt: string, actorId = 'user-ayesha'): ProjectedEvent {
  position += 1n;
  return {
    event,
    streamId: 'test-stream',
    revision: 0n,
    position: { major: position, minor: 0n },
    metadata: {
      eventId: `event-${position}`, actorId, actorRole: 'user', correlationId: 'request-1',
      causationId: null, occurredAt, schemaVersion: 1,
    },
  };
}

export const cover = { file: `${'c'.repeat(32)}.webp`, thumb: `${'c'.repeat(32)}-400.webp`, width: 1600, height: 1200 };
export const second = { file: `${'d'.repeat(32)}.webp`, thumb: `${'d'.repeat(32)}-400.webp`, width: 800, height: 600 };

export function blogPublished(blogId: string, title = 'Renting in Lahore'): KamraEvent {
  return {
    type: 'BlogPublished',
    data: {
      blogId, title, description: 'What to check before you sign', category: 'Room & Rental Insights',
      content: '<p>Check the <strong>water supply</strong>.</p>', pictures: [cover, second],
    },
  };
}
