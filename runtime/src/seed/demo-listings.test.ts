import { describe, expect, it } from 'vitest';
import { FAMOUS_CITIES } from '@kamra/contracts/options';
import type { ImageRef } from '@kamra/contracts/uploads';
import { parseEvent, type ListingEvent } from '@kamra/contracts/events';
import { listingDecider } from '@kamra/write-service/testing/deciders';
import { normaliseCity } from '@kamra/read-model/places';
import { demoListing } from './demo-listings.js';
import { withLifecycle } from './demo-lifecycle.js';
import { SeededRandom } from './seeded-random.js';

const pictures: ImageRef[] = Array.from({ length: 20 }, (_, n) => ({ file: `p${n}.webp`, thumb: `p${n}-400.webp`, width: 1200, height: 900 }));
const admin = { id: 'admin', role: 'admin' as const };
const now = new Date('2025-06-01T12:00:00.000Z');

describe('demoListing', () => {
  const random = new SeededRandom(7);
  const lives = Array.from({ length: 600 }, (_, n) => demoListing(random, `l${n}`, { id: `u${n % 30}`, name: 'Hira Baig' }, admin, pictures, now));
  const events = lives.flat();

  it('makes only events the log accepts', () => {
    for (const step of events) expect(() => parseEvent(step.event.type, step.event.data, 1)).not.toThrow();
  });

  it('covers every kind and every fate, in time order per listing', () => {
    const submitted = events.flatMap((step) => (step.event.type === 'ListingSubmitted' ? [step.event.data] : []));
    expect(new Set(submitted.map((data) => data.kind))).toEqual(new Set(['room', 'roommate', 'accessory']));
    expect(new Set(events.map((step) => step.event.type))).toEqual(new Set(['ListingSubmitted', 'ListingApproved', 'ListingRejected', 'ListingDeleted', 'ListingBoosted']));
    expect(lives.filter((steps) => steps.length === 1).length).toBeGreaterThan(30);
    for (const steps of lives) {
      const times = steps.map((step) => step.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('holds only content a lister could have sent: no empty words, furniture only in a furnished home and some there', () => {
    const submitted = events.flatMap((step) => (step.event.type === 'ListingSubmitted' ? [step.event.data] : []));
    for (const { kind, fields } of submitted) {
      for (const [name, value] of Object.entries(fields)) expect(value, `${kind} ${name}`).not.toBe('');
      if (kind === 'accessory') continue;
      if (!fields.furnished) expect(fields.features.furnished).toEqual([]);
      else if (kind === 'room') expect(fields.features.furnished.length).toBeGreaterThan(0);
    }
    expect(submitted.filter(({ kind, fields }) => kind === 'room' && fields.furnished).length).toBeGreaterThan(20);
  });

  it('puts listings in every famous city, with addresses the city normaliser recognises', () => {
    const cities = events.flatMap((step) => (step.event.type === 'ListingSubmitted' ? [normaliseCity(step.event.data.fields.address)] : []));
    for (const famous of FAMOUS_CITIES) expect(cities).toContain(famous.city);
    expect(cities.filter((city) => city === null).length).toBeLessThan(cities.length / 20);
  });
});

describe('withLifecycle', () => {
  const random = new SeededRandom(11);
  const users = Array.from({ length: 30 }, (_, n) => ({ id: `u${n}`, name: 'Hira Baig' }));
  const lives = Array.from({ length: 600 }, (_, n) => withLifecycle(random, demoListing(random, `l${n}`, users[n % 30] ?? { id: 'u0', name: 'Hira Baig' }, admin, pictures, now), users, admin, now));

  it('gives some live listings their owner’s edits, most still waiting, each one the listing decider accepts', () => {
    const types = lives.flat().map((step) => step.event.type);
    expect(types.filter((type) => type === 'ListingRevised').length).toBeGreaterThan(5);
    expect(types).toContain('ListingRevisionApproved');
    expect(types).toContain('ListingRevisionRejected');
    for (const steps of lives) {
      let state = listingDecider.initialState();
      for (const step of steps) {
        const event = parseEvent(step.event.type, JSON.parse(JSON.stringify(step.event.data)), 1) as ListingEvent;
        state = listingDecider.evolve(state, event);
      }
      if (state.exists && state.revision) expect(state.status).toBe('approved');
    }
  });
});
