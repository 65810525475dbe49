/**
 * How fast one person may comment. The command limit (60 a minute) is for everything a person
 * does; a thread flooded at that pace buries every other reader's comment, so comments have a
 * limit of their own per signed-in user (RATE_LIMIT_COMMENTS_PER_USER), counted where the
 * other limits are, so every instance shares it.
 */
import { messages } from '@kamra/contracts/messages';
import { perUserRateLimit, type Database } from '@kamra/platform';
import type { RequestHandler } from 'express';

export interface CommentRateOptions {
  perMinute: number;
  /** Where hits are counted; null counts in this process only. */
  pool: Database['pool'] | null;
}

export function commentRate(options: CommentRateOptions): RequestHandler {
  return perUserRateLimit({ name: 'comments-user', perMinute: options.perMinute, message: messages.commentingTooFast, pool: options.pool });
}
