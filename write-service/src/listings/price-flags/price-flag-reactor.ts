/**
 * The price-flag reactor: each new version of a listing (LISTING_VERSION_EVENTS) is judged once
 * against its area's median, and flagged for the admins when it is below half of it with enough
 * listings to compare (contracts' isUnderpriced). The projector's runner drives it from its own
 * checkpoint; the flag goes through the listing decider, which records it at most once per
 * version, so a repeat (restart, rebuild, second instance) appends nothing.
 *
 * The amount judged is the one the version put live: an approved revision carries its content,
 * a first approval puts the content under review live. A version that a later one has already
 * replaced is left to the later one's own judgement, so a flag never pairs one version's number
 * with another's amount.
 */
import { randomUUID } from 'node:crypto';
import { isListingVersionEvent, listingStream, parseRecordedEvent, type KamraEvent, type ListingEvent } from '@kamra/contracts/events';
import type { ListingFields } from '@kamra/contracts/commands';
import { isUnderpriced, listingAmount } from '@kamra/contracts/rules';
import type { EventStore, GlobalPosition } from '@kamra/eventstore';
import { handleCommand } from '../../commands/handle-command.js';
import { systemContext } from '../../commands/event-metadata.js';
import { listingDecider } from '../listing-decider.js';
import type { ListingState } from '../listing-state.js';

/** One number for "the price-flag reactor" in Postgres's advisory-lock space. */
export const PRICE_FLAG_LOCK_KEY = 4_127_730_028;

export type PriceFlagEffect = { type: 'JudgeListingPrice'; listingId: string };

/** A listing's area and the figures of the other public listings of its kind there, as the read tables hold them. */
export interface AreaFigures {
  /** The gazetteer area's id. */
  area: string;
  median: number;
  count: number;
}

/** What a flag records: the amount judged and the area figures it was judged against. */
export interface PriceFigures extends AreaFigures {
  amount: number;
}

export interface PriceFlagDeps {
  store: EventStore;
  now(): Date;
  /**
   * The listing's area and the median and count of the other public listings of its kind there,
   * once the read tables include `position`; null when there is nothing to judge by.
   */
  areaFiguresOf(listingId: string, position: GlobalPosition): Promise<AreaFigures | null>;
}

/** The cause as perform needs it: the event, and where it sits in its stream and in the log. */
export interface PriceCause {
  event: KamraEvent;
  revision: bigint;
  position: GlobalPosition;
  eventId: string;
}

/** Pure: which events ask for a judgement. */
export function reactToPrices(cause: { event: KamraEvent }): PriceFlagEffect[] {
  return isListingVersionEvent(cause.event) ? [{ type: 'JudgeListingPrice', listingId: cause.event.data.listingId }] : [];
}

/** Whether the figures make a flag: the pure judgement, apart from the loading. */
export function judgePrice(figures: PriceFigures | null): PriceFigures | null {
  return figures !== null && isUnderpriced(figures.amount, figures) ? figures : null;
}

/**
 * The fields the cause put live: an approved revision carries them; a first approval puts live
 * the content under review, which the aggregate holds as its content.
 */
export function liveFieldsOf(event: ListingEvent, state: ListingState): ListingFields | null {
  if (event.type === 'ListingRevisionApproved') return event.data;
  return state.exists ? state.content : null;
}

/**
 * The listing now, and the version its cause made: one read of the stream, folded, with the
 * state taken right after the cause's own event.
 */
async function listingAround(store: EventStore, listingId: string, causeRevision: bigint): Promise<{ state: ListingState; causeVersion: number | null }> {
  const { events } = await store.readStream(listingStream(listingId));
  let state = listingDecider.initialState();
  let causeVersion: number | null = null;
  for (const recorded of events) {
    state = listingDecider.evolve(state, parseRecordedEvent(recorded) as ListingEvent);
    if (recorded.revision === causeRevision && state.exists) causeVersion = state.version;
  }
  return { state, causeVersion };
}

export function priceFlagReactor(deps: PriceFlagDeps) {
  return {
    name: 'price-flags',
    lockKey: PRICE_FLAG_LOCK_KEY,
    react: reactToPrices,
    async perform(effect: PriceFlagEffect, cause: PriceCause): Promise<void> {
      if (!isListingVersionEvent(cause.event)) return;
      const { state, causeVersion } = await listingAround(deps.store, effect.listingId, cause.revision);
      // Nothing public to judge, already judged and flagged, or replaced by a later version that
      // its own cause judges: spare the read tables a query.
      if (!state.exists || state.deleted || state.status !== 'approved') return;
      if (causeVersion !== state.version || state.priceFlaggedVersion === state.version) return;
      const fields = liveFieldsOf(cause.event, state);
      if (fields === null) return;
      const area = await deps.areaFiguresOf(effect.listingId, cause.position);
      const flag = judgePrice(area === null ? null : { ...area, amount: listingAmount(fields) });
      if (flag === null) return;
      const now = deps.now();
      await handleCommand(
        deps.store, listingStream(effect.listingId), listingDecider,
        { type: 'FlagListingPrice', listingId: effect.listingId, version: state.version, ...flag, now: now.toISOString() },
        systemContext(randomUUID(), now, cause.eventId),
      );
    },
  };
}
