/**
 * GET /unsubscribe?token= (the link in every alert email) and POST to the same address (the
 * mail client's one-click List-Unsubscribe-Post): turns that saved search's alerts off, with no
 * sign-in. The token is signed and names the person and the search, so it stops nothing else.
 */
import express, { type Request, type Response, type Router } from 'express';
import { messages } from '@kamra/contracts/messages';
import { followsStream } from '@kamra/contracts/events';
import { NotFoundError, UNSUBSCRIBE_PATH } from '@kamra/platform';
import type { CommandRouteDeps } from '../commands/command-route.js';
import { systemContext } from '../commands/event-metadata.js';
import { handleCommand } from '../commands/handle-command.js';
import { followDecider } from './follow-decider.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

function page(res: Response, status: number, text: string): void {
  res.status(status).type('html').setHeader('cache-control', 'no-store');
  res.send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kamra alerts</title><meta name="robots" content="noindex"></head>`
    + `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.5rem">Kamra alerts</h1><p>${text}</p><p><a href="/savedSearches">Your saved searches</a></p></body></html>`);
}

export function unsubscribeRoutes(deps: CommandRouteDeps & { secret: string }): Router {
  const router = express.Router();
  const unsubscribe = async (req: Request, res: Response) => {
    const claim = readUnsubscribeToken(req.query['token'], deps.secret);
    if (claim === null) {
      page(res, 400, messages.unsubscribeInvalid);
      return;
    }
    const now = deps.now();
    try {
      await handleCommand(deps.store, followsStream(claim.userId), followDecider, {
        type: 'ChangeSearchAlerts', userId: claim.userId, searchId: claim.searchId, alerts: 'off',
      }, systemContext(req.requestId, now));
    } catch (error) {
      // A search deleted since sends nothing any more: the link has done its job.
      if (!(error instanceof NotFoundError)) throw error;
    }
    page(res, 200, messages.unsubscribed);
  };
  // Link checkers and mail scanners send HEAD to see where a link goes; Express would answer it
  // with the GET route, turning alerts off for a person who never clicked.
  router.head(UNSUBSCRIBE_PATH, (req, res) => {
    const valid = readUnsubscribeToken(req.query['token'], deps.secret) !== null;
    res.status(valid ? 200 : 400).type('html').setHeader('cache-control', 'no-store');
    res.end();
  });
  router.get(UNSUBSCRIBE_PATH, unsubscribe);
  router.post(UNSUBSCRIBE_PATH, unsubscribe);
  return router;
}
