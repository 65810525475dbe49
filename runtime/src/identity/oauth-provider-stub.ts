import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface StubProfile {
  sub: string;
  name: string;
  email: string;
  picture?: string;
  email_verified?: boolean;
}

export interface OAuthProviderStub {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Who "signs in at Google" on the next /authorize. */
  nextProfile: StubProfile;
  /** Every /authorize query, /token form and /userinfo Authorization header the app sent. */
  requests: { authorize: URLSearchParams[]; token: URLSearchParams[]; userinfo: Array<string | undefined> };
  env(): Record<string, string>;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * A local stand-in for Google's OAuth 2.0 endpoints, faithful to the parts the strategy
 * uses: /authorize redirects back with a code and the state it was given, /token trades a
 * code (once, for the right client and redirect URI) for an access token, /userinfo answers
 * the OpenID profile for a Bearer token.
 */
export async function startOAuthProviderStub(): Promise<OAuthProviderStub> {
  const grants = new Map<string, { profile: StubProfile; redirectUri: string }>();
  const tokens = new Map<string, StubProfile>();
  const stub: Omit<OAuthProviderStub, 'url' | 'env' | 'close'> = {
    clientId: 'stub-client-id',
    clientSecret: 'stub-client-secret',
    nextProfile: { sub: '100000000000000000001', name: 'Ayesha Khan', email: 'ayesha@gmail.test' },
    requests: { authorize: [], token: [], userinfo: [] },
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      if (req.method === 'GET' && url.pathname === '/authorize') {
        stub.requests.authorize.push(url.searchParams);
        const redirectUri = url.searchParams.get('redirect_uri');
        if (url.searchParams.get('client_id') !== stub.clientId || !redirectUri) return json(res, 400, { error: 'invalid_request' });
        const code = randomBytes(12).toString('hex');
        grants.set(code, { profile: stub.nextProfile, redirectUri });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        const state = url.searchParams.get('state');
        if (state !== null) back.searchParams.set('state', state);
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(await bodyOf(req));
        stub.requests.token.push(form);
        const grant = grants.get(form.get('code') ?? '');
        grants.delete(form.get('code') ?? '');
        const clientOk = form.get('client_id') === stub.clientId && form.get('client_secret') === stub.clientSecret;
        if (!grant || !clientOk || form.get('grant_type') !== 'authorization_code' || form.get('redirect_uri') !== grant.redirectUri) {
          return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        }
        const accessToken = randomBytes(16).toString('hex');
        tokens.set(accessToken, grant.profile);
        return json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3599 });
      }
      if (req.method === 'GET' && url.pathname === '/userinfo') {
        const authorization = req.headers.authorization;
        stub.requests.userinfo.push(authorization);
        const profile = tokens.get(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');
        if (!profile) return json(res, 401, { error: 'invalid_token', error_description: 'Invalid Credentials' });
        return json(res, 200, profile);
      }
      json(res, 404, { error: 'not_found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the OAuth stub did not get a port');
  const url = `http://127.0.0.1:${address.port}`;
  return Object.assign(stub, {
    url,
    env: () => ({
      GOOGLE_CLIENT_ID: stub.clientId,
      GOOGLE_CLIENT_SECRET: stub.clientSecret,
      GOOGLE_AUTH_URL: `${url}/authorize`,
      GOOGLE_TOKEN_URL: `${url}/token`,
      GOOGLE_USERINFO_URL: `${url}/userinfo`,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
