/**
 * The price-flag reactor: each new version of a listing (LISTING_VERSION_EVENTS) is judged once
 * against its area's median, and flagged for the admins when it is below half of it with enough
 * listings to compare (contracts' isUnderpriced). The projector's runner drives it from its own
 * checkpoint; the flag goes through the listing decider, which records it at most once per
 * version, so a repeat (restart, rebuild, second instance) appends nothing.
 */
import { randomUUID } from 'node:crypto';
import { isListingVersionEvent, listingStream, type KamraEvent } from '@kamra/contracts/events';
import { isUnderpriced } from '@kamra/contracts/rules';
import type { EventStore, GlobalPosition } from '@kamra/eventstore';
import { handleCommand, loadAggregate } from '../../commands/handle-command.js';
import { systemContext } from '../../commands/event-metadata.js';
import { listingDecider } from '../listing-decider.js';

/** One number for "the price-flag reactor" in Postgres's advisory-lock space. */
export const PRICE_FLAG_LOCK_KEY = 4_127_730_028;

export type PriceFlagEffect = { type: 'JudgeListingPrice'; listingId: string };

/** A listing's price and its area's figures, as the read tables hold them. */
export interface PriceFigures {
  amount: number;
  area: string;
  median: number;
  count: number;
}

export interface PriceFlagDeps {
  store: EventStore;
  now(): Date;
  /**
   * The listing's amount and its area's median and count among the other public listings of
   * its kind, once the read tables include `position`; null when there is nothing to judge by.
   */
  figuresOf(listingId: string, position: GlobalPosition): Promise<PriceFigures | null>;
}

/** Pure: which events ask for a judgement. */
export function reactToPrices(cause: { event: KamraEvent }): PriceFlagEffect[] {
  return isListingVersionEvent(cause.event) ? [{ type: 'JudgeListingPrice', listingId: cause.event.data.listingId }] : [];
}

/** Whether the figures make a flag: the pure judgement, apart from the loading. */
export function judgePrice(figures: PriceFigures | null): PriceFigures | null {
  return figures !== null && isUnderpriced(figures.amount, figures) ? figures : null;
}

export function priceFlagReactor(deps: PriceFlagDeps) {
  return {
    name: 'price-flags',
    lockKey: PRICE_FLAG_LOCK_KEY,
    react: reactToPrices,
    async perform(effect: PriceFlagEffect, cause: { position: GlobalPosition; eventId: string }): Promise<void> {
      const stream = listingStream(effect.listingId);
      const { state } = await loadAggregate(deps.store, stream, listingDecider);
      // Already judged and flagged, or nothing public to judge: spare the read tables a query.
      if (!state.exists || state.deleted || state.status !== 'approved' || state.priceFlaggedVersion === state.version) return;
      const flag = judgePrice(await deps.figuresOf(effect.listingId, cause.position));
      if (flag === null) return;
      const now = deps.now();
      await handleCommand(
        deps.store, stream, listingDecider,
        { type: 'FlagListingPrice', listingId: effect.listingId, version: state.version, ...flag, now: now.toISOString() },
        systemContext(randomUUID(), now, cause.eventId),
      );
    },
  };
}
