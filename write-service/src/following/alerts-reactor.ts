/**
 * The alerts reactor: a listing (or an approved revision) going public is told to every saved
 * search it matches, and what happens to a kept listing (rented or sold, its rent down, removed)
 * to everyone who keeps it, and what an admin decided about a listing (or changes to it) to its
 * owner. The projector's runner drives it from its own checkpoint; each
 * notification goes through the person's notification decider under a key naming its cause, so
 * a repeat (restart, rebuild, a second instance, a kill in the middle of a batch) adds nothing.
 */
import { randomUUID } from 'node:crypto';
import { notificationsStream, type KamraEvent, type NotificationType } from '@kamra/contracts/events';
import { formatRupees } from '@kamra/contracts/language';
import type { EventStore, GlobalPosition } from '@kamra/eventstore';
import { UNSUBSCRIBE_PATH } from '@kamra/platform';
import { handleCommand } from '../commands/handle-command.js';
import { systemContext } from '../commands/event-metadata.js';
import { notificationDecider } from './notification-decider.js';
import type { OutgoingMessage } from '../messaging/outgoing-message.js';
import { instantAlertEmail, listingDecisionEmail, type AlertListing, type ListingDecision } from './alert-email.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/** One number for "the alerts reactor" in Postgres's advisory-lock space. */
export const ALERTS_LOCK_KEY = 4_127_730_029;

type FavouriteNews = 'favourite_closed' | 'favourite_rent_down' | 'favourite_removed';

export type AlertEffect =
  | { type: 'MatchSearches'; listingId: string }
  | { type: 'TellFavourites'; listingId: string; news: FavouriteNews; text: string }
  /** `decidedBy`: the admin who decided, so one deciding on their own listing is not told it. */
  | { type: 'TellOwner'; listingId: string; decision: ListingDecision; reason: string | null; decidedBy: string | null };

/** A listing's owner as the read tables know them. */
export interface ListingOwner {
  userId: string;
  email: string;
  blocked: boolean;
}

/** What the read tables tell the reactor, once they include the cause's position. */
export interface AlertReads {
  /** Resolves true once the read tables include `position`; false when the reactor stops first. */
  reached(position: GlobalPosition): Promise<boolean>;
  /**
   * Saved searches with alerts on, saved by someone not blocked before `since`, whose results
   * hold the listing now; each with the words the person knows it by.
   */
  searchesMatching(listingId: string, since: Date): Promise<MatchingSearch[]>;
  /** Who keeps the listing, blocked people left out. */
  keepersOf(listingId: string): Promise<string[]>;
  /** The listing as alerts show it, its addresses absolute; null when it is not there. */
  listing(listingId: string): Promise<AlertListing | null>;
  /** Who owns the listing; null when the read tables do not know it, or it was deleted (by the time they are read). */
  ownerOf(listingId: string): Promise<ListingOwner | null>;
}

export interface MatchingSearch {
  searchId: string;
  userId: string;
  /** The person's email address, for an instant alert. */
  email: string;
  title: string;
  /** Its filters in words (savedSearchFilterWords), for the mail to name the search the person saved. */
  filters: string[];
  alerts: 'instant' | 'daily';
}

/**
 * Where the reactor leaves the email a notification asks for; it goes out from there apart from
 * the reactor, tried again while the provider cannot take it. A mail is held before its
 * notification is appended and let go once the notification is in the log, so a crash between
 * the two loses nothing, and a mail is never let go for a notification an earlier run added.
 */
export interface AlertMailbox {
  /**
   * Holds `message` for the notification (`userId`, `key`) unless a mail for it is there already.
   * Resolves the notification id the held mail belongs to (`fresh`: this call put it there), or
   * null when the key's mail is past holding (let go, sent or given up).
   */
  hold(userId: string, key: string, notificationId: string, message: OutgoingMessage): Promise<{ notificationId: string; fresh: boolean } | null>;
  /** The held mail may go: its notification is in the log. */
  release(userId: string, key: string): Promise<void>;
}

export interface AlertsDeps {
  store: EventStore;
  now(): Date;
  reads: AlertReads;
  /** Instant alerts and owners' notices are mailed from here (SMTP or the dev outbox behind it). */
  mailbox: AlertMailbox;
  /** Where the one-click unsubscribe link points (PUBLIC_URL). */
  publicUrl: string;
  /** Signs unsubscribe links. */
  secret: string;
}

export const unsubscribeUrl = (publicUrl: string, secret: string, claim: { userId: string; searchId: string }): string =>
  `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(claim, secret))}`;

const rupees = (amount: number): string => formatRupees(amount, 'en');

function rentChange(event: Extract<KamraEvent, { type: 'ListingRevisionApproved' }>): { from: number; to: number } | null {
  for (const change of event.data.changes) {
    if ((change.field === 'rent' || change.field === 'price') && typeof change.from === 'number' && typeof change.to === 'number') {
      return change.to < change.from ? { from: change.from, to: change.to } : null;
    }
  }
  return null;
}

/** Pure: which events ask for alerts. */
export function reactToListings(cause: { event: KamraEvent; actorId?: string | null }): AlertEffect[] {
  const { event } = cause;
  const tellOwner = (listingId: string, decision: ListingDecision, reason: string | null): AlertEffect => ({
    type: 'TellOwner', listingId, decision, reason, decidedBy: cause.actorId ?? null,
  });
  switch (event.type) {
    case 'ListingApproved':
      return [{ type: 'MatchSearches', listingId: event.data.listingId }, tellOwner(event.data.listingId, 'listing_approved', null)];
    case 'ListingRejected':
      return [tellOwner(event.data.listingId, 'listing_rejected', event.data.reason)];
    case 'ListingRevisionRejected':
      return [tellOwner(event.data.listingId, 'listing_revision_rejected', event.data.reason)];
    case 'ListingRevisionApproved': {
      const effects: AlertEffect[] = [{ type: 'MatchSearches', listingId: event.data.listingId }, tellOwner(event.data.listingId, 'listing_revision_approved', null)];
      const rent = rentChange(event);
      if (rent) {
        effects.push({
          type: 'TellFavourites', listingId: event.data.listingId, news: 'favourite_rent_down',
          text: `went down from ${rupees(rent.from)} to ${rupees(rent.to)}`,
        });
      }
      return effects;
    }
    case 'ListingClosed':
      return [{ type: 'TellFavourites', listingId: event.data.listingId, news: 'favourite_closed', text: `was ${event.data.outcome}` }];
    case 'ListingDeleted':
      return [{ type: 'TellFavourites', listingId: event.data.listingId, news: 'favourite_removed', text: 'was removed' }];
    default:
      return [];
  }
}

/** The key that makes a notification one of a kind: per (saved search, listing), or per cause for a kept listing. */
export const searchMatchKey = (searchId: string, listingId: string): string => `search:${searchId}:${listingId}`;
export const favouriteNewsKey = (eventId: string): string => `favourite:${eventId}`;
/** An owner is told of each decision once: the decision's own event names it. */
export const decisionKey = (eventId: string): string => `decision:${eventId}`;

const DECISION_TEXT: Record<ListingDecision, (tagline: string) => string> = {
  listing_approved: (tagline) => `Your listing “${tagline}” was approved and is public now.`,
  listing_rejected: (tagline) => `Your listing “${tagline}” was not approved.`,
  listing_revision_approved: (tagline) => `Your changes to “${tagline}” were approved and are public now.`,
  listing_revision_rejected: (tagline) => `Your changes to “${tagline}” were not approved; the listing stays as it was.`,
};

export interface OwnerNotice {
  userId: string;
  email: string;
  kind: ListingDecision;
  text: string;
  reason: string | null;
}

/**
 * A decision older than this when the reactor reaches it is no longer news: a run from an empty
 * checkpoint (a first start on a seeded demo, a lost checkpoint) would otherwise mail every
 * lister about every decision ever made. Long enough to cover a reactor down for days.
 */
export const DECISION_NEWS_DAYS = 7;

/**
 * Pure: what a listing's owner is told of a decision, or null when nobody is: an owner the read
 * tables do not know (or of a listing deleted since), one blocked (they cannot act on it), the admin who decided on their own
 * listing (they know already), or a decision too old to be news.
 */
export function ownerNotice(
  effect: Extract<AlertEffect, { type: 'TellOwner' }>, owner: ListingOwner | null, tagline: string, when: { decidedAt: Date; now: Date },
): OwnerNotice | null {
  if (owner === null || owner.blocked || owner.userId === effect.decidedBy) return null;
  if (when.now.getTime() - when.decidedAt.getTime() > DECISION_NEWS_DAYS * 86_400_000) return null;
  const text = DECISION_TEXT[effect.decision](tagline) + (effect.reason === null ? '' : ` Reason: ${effect.reason}`);
  return { userId: owner.userId, email: owner.email, kind: effect.decision, text, reason: effect.reason };
}

type NotifyCommand = { kind: NotificationType; listingId: string; searchId: string | null; key: string; text: string; reason?: string };

export function alertsReactor(deps: AlertsDeps) {
  const notify = (userId: string, command: NotifyCommand, causationId: string, notificationId: string = randomUUID()) => {
    const now = deps.now();
    return handleCommand(deps.store, notificationsStream(userId), notificationDecider, {
      type: 'Notify', userId, notificationId, ...command,
    }, systemContext(randomUUID(), now, causationId));
  };

  /** Whether the person's notification under `key` is the one `notificationId` names. */
  const addedAs = async (userId: string, key: string, notificationId: string): Promise<boolean> => {
    const { events } = await deps.store.readStream(notificationsStream(userId));
    return events.some((event) => event.type === 'NotificationAdded' && event.data['key'] === key && event.data['notificationId'] === notificationId);
  };

  /**
   * Adds the notification and lets its mail go, once. The mail is held first under the
   * notification's id; it goes when this call added the notification, or when an earlier
   * attempt that held it did (it stopped before letting it go). A notification added before its
   * mail was held (a run long ago, whose mail row is gone) never lets one go.
   */
  const notifyAndMail = async (userId: string, command: NotifyCommand, causationId: string, mail: OutgoingMessage | null): Promise<void> => {
    const held = mail === null ? null : await deps.mailbox.hold(userId, command.key, randomUUID(), mail);
    const told = await notify(userId, command, causationId, held?.notificationId);
    if (held === null) return;
    if (told.events.length > 0 || (!held.fresh && (await addedAs(userId, command.key, held.notificationId)))) {
      await deps.mailbox.release(userId, command.key);
    }
  };

  return {
    name: 'alerts',
    lockKey: ALERTS_LOCK_KEY,
    react: reactToListings,
    async perform(effect: AlertEffect, cause: { position: GlobalPosition; eventId: string; occurredAt: string }): Promise<void> {
      if (!(await deps.reads.reached(cause.position))) throw new Error('The alerts reactor stopped before the read tables caught up.');
      const found = await deps.reads.listing(effect.listingId);
      if (found === null) return;
      if (effect.type === 'TellOwner') {
        const notice = ownerNotice(effect, await deps.reads.ownerOf(effect.listingId), found.tagline, { decidedAt: new Date(cause.occurredAt), now: deps.now() });
        if (notice === null) return;
        await notifyAndMail(notice.userId, {
          kind: notice.kind, listingId: effect.listingId, searchId: null, key: decisionKey(cause.eventId), text: notice.text,
          ...(notice.reason === null ? {} : { reason: notice.reason }),
        }, cause.eventId, listingDecisionEmail(notice.email, notice.kind, found, notice.reason));
        return;
      }
      const listing = `${found.tagline}, ${found.address}, ${found.amount}`;
      if (effect.type === 'MatchSearches') {
        // Only searches saved before the listing went public: a new search is not told of old listings.
        for (const search of await deps.reads.searchesMatching(effect.listingId, new Date(cause.occurredAt))) {
          const mail = search.alerts === 'instant' ? instantAlertEmail(search.email, search, found, unsubscribeUrl(deps.publicUrl, deps.secret, search)) : null;
          await notifyAndMail(search.userId, {
            kind: 'search_match', listingId: effect.listingId, searchId: search.searchId,
            key: searchMatchKey(search.searchId, effect.listingId),
            text: `New for “${search.title}”: ${listing}`,
          }, cause.eventId, mail);
        }
        return;
      }
      for (const userId of await deps.reads.keepersOf(effect.listingId)) {
        await notify(userId, {
          kind: effect.news, listingId: effect.listingId, searchId: null,
          key: favouriteNewsKey(cause.eventId),
          text: effect.news === 'favourite_rent_down' ? `The rent of a listing you saved ${effect.text}: ${listing}` : `A listing you saved ${effect.text}: ${listing}`,
        }, cause.eventId);
      }
    },
  };
}
