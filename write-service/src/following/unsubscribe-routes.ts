/**
 * GET /unsubscribe?token= (the link in every alert email) and POST to the same address (the
 * mail client's one-click List-Unsubscribe-Post): turns that saved search's alerts off, with no
 * sign-in. The token is signed and names the person and the search, so it stops nothing else.
 */
import express, { type Request, type Response, type Router } from 'express';
import { LANGUAGE_PARAM, requestLanguage, type Language } from '@kamra/contracts/language';
import { messages } from '@kamra/contracts/messages';
import { followsStream } from '@kamra/contracts/events';
import { NotFoundError, UNSUBSCRIBE_PATH, type RefusalPage } from '@kamra/platform';
import { withoutTrailingSlashes } from '@kamra/contracts/web-paths';
import type { CommandRouteDeps } from '../commands/command-route.js';
import { systemContext } from '../commands/event-metadata.js';
import { handleCommand } from '../commands/handle-command.js';
import { followDecider } from './follow-decider.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

type Outcome = 'unsubscribed' | 'unsubscribeInvalid' | 'tooManyRequests';

/** The page's words; the outcomes are contracts' messages, in Urdu as the web app words them. */
const TEXTS: Readonly<Record<Language, { title: string; savedSearches: string; home: string } & Record<Outcome, string>>> = {
  en: {
    title: 'Kamra alerts', savedSearches: 'Your saved searches', home: 'Kamra home',
    unsubscribed: messages.unsubscribed, unsubscribeInvalid: messages.unsubscribeInvalid, tooManyRequests: messages.tooManyRequests,
  },
  ur: {
    title: 'Kamra الرٹس', savedSearches: 'آپ کی محفوظ تلاشیں', home: 'Kamra ہوم',
    unsubscribed: 'اب آپ کو یہ ای میلز نہیں آئیں گی۔', unsubscribeInvalid: 'ان سبسکرائب کا یہ لنک درست نہیں۔',
    tooManyRequests: 'بہت زیادہ درخواستیں۔ براہ کرم تھوڑا انتظار کر کے دوبارہ کوشش کریں۔',
  },
};

/**
 * A page of its own, as a mail client opens it: no app, no script, in the reader's language
 * (their choice on the site, else the link's, else their browser's), in the site's colours.
 */
function page(req: Request, res: Response, status: number, outcome: Outcome): void {
  const language = requestLanguage({ cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'], linked: req.query[LANGUAGE_PARAM] });
  const t = TEXTS[language];
  const dir = language === 'ur' ? 'rtl' : 'ltr';
  // Without the app's own font files (the build names them), Urdu asks for the Nastaliq and Naskh
  // faces phones and desktops carry, before the system's, which may lack Urdu's letters.
  const fonts = language === 'ur' ? "'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Noto Naskh Arabic',system-ui,sans-serif" : 'system-ui,sans-serif';
  res.status(status).type('html').setHeader('cache-control', 'no-store');
  res.send(`<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title><meta name="robots" content="noindex"></head>`
    + `<body style="font-family:${fonts};max-width:32rem;margin:0 auto;padding:1rem;line-height:1.8;color:#12302b">`
    + `<p><a href="/" style="color:#0f6b5c;font-weight:700;font-size:1.25rem;text-decoration:none">Kamra</a></p>`
    + `<h1 style="font-size:1.5rem;margin:2rem 0 1rem">${t.title}</h1><p>${t[outcome]}</p>`
    + `<p style="display:flex;flex-wrap:wrap;gap:1rem"><a href="/savedSearches" style="color:#0f6b5c">${t.savedSearches}</a><a href="/" style="color:#0f6b5c">${t.home}</a></p></body></html>`);
}

/**
 * The rate limiters' refusal of the unsubscribe link as a person opened it (GET): the same page
 * in their language, saying to wait, instead of the API's JSON; 429 and Retry-After stay. The
 * mail client's one-click POST gets the JSON refusal as any machine does.
 */
export const unsubscribeRefusalPage: RefusalPage = (req, res) => {
  if (req.method !== 'GET' || withoutTrailingSlashes(req.path.toLowerCase()) !== UNSUBSCRIBE_PATH) return false;
  page(req, res, 429, 'tooManyRequests');
  return true;
};

export function unsubscribeRoutes(deps: CommandRouteDeps & { secret: string }): Router {
  const router = express.Router();
  const unsubscribe = async (req: Request, res: Response) => {
    const claim = readUnsubscribeToken(req.query['token'], deps.secret);
    if (claim === null) {
      page(req, res, 400, 'unsubscribeInvalid');
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
    page(req, res, 200, 'unsubscribed');
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
