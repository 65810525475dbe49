import express, { type Router } from 'express';
import { z } from 'zod';
import { TEXT_LIMITS } from '@kamra/contracts/limits';
import { messages } from '@kamra/contracts/messages';
import { parseInput } from '@kamra/contracts/commands';
import { LANGUAGE_PARAM, linkedLanguage } from '@kamra/contracts/language';
import type { PlaceAnswer } from '@kamra/contracts/read-models';
import { suggestPlaces } from '@kamra/read-model/places';
import { BadRequestError } from '@kamra/platform';
import type { ReadDb } from '@kamra/read-model';
import { addressesMatching } from './listing-addresses.js';

const MAX_SUGGESTIONS = 8;

const querySchema = z.object({
  q: z.preprocess((v) => v ?? '', z.string({ error: messages.badRequest }).max(TEXT_LIMITS.searchText, messages.placeQueryTooLong)),
});

/**
 * GET /api/places?q=&lang=: gazetteer places first (cities, then areas), then listing addresses.
 * With lang=ur a place is labelled in Urdu, which searches the same place as its English label;
 * a listing's address stays as its lister wrote it. Any other lang, odd or absent, is English:
 * the language only picks the labels, so a wrong one is no error. The answer is cached by its
 * URL, which holds the language, and its ETag is of the body.
 */
export function placeRoutes(deps: { db: ReadDb; now(): Date }): Router {
  const router = express.Router();
  router.get('/api/places', async (req, res) => {
    const parsed = parseInput(querySchema, req.query);
    if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? messages.badRequest);
    const q = parsed.data.q.trim();
    const inUrdu = linkedLanguage(req.query[LANGUAGE_PARAM]) === 'ur';
    const answers: PlaceAnswer[] = suggestPlaces(q, MAX_SUGGESTIONS).map(({ label, urduLabel, city, kind }) => ({
      label: inUrdu ? urduLabel : label,
      city,
      kind,
    }));
    if (answers.length < MAX_SUGGESTIONS && q.length >= 2) {
      const seen = new Set(answers.map((answer) => answer.label.toLowerCase()));
      for (const { address, city } of await addressesMatching(deps.db, q, MAX_SUGGESTIONS, deps.now())) {
        if (answers.length >= MAX_SUGGESTIONS) break;
        if (seen.has(address.toLowerCase())) continue;
        seen.add(address.toLowerCase());
        answers.push({ label: address, city: city ?? '', kind: 'address' });
      }
    }
    res.setHeader('cache-control', 'public, max-age=60');
    res.json(answers);
  });
  return router;
}
