import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../lib/api-error';
import { authMachine, authStatusOf, type AuthInput } from './auth-machine';
import type { SignedInUser } from '../../lib/auth/signed-in-user';

const ayesha: SignedInUser = {
  id: 'u1',
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  picture: null,
  blockReason: null,
  isAdmin: false,
  blocked: false,
  verified: true,
  verifiedPhones: [],
};

interface Fakes {
  exchange?: (code: string) => Promise<string>;
  loadUser?: (token: string) => Promise<SignedInUser>;
}

function startAuth(input: AuthInput, fakes: Fakes = {}) {
  const effects = {
    stored: [] as string[],
    forgotten: 0,
    intentsForgotten: 0,
    reloads: 0,
    addressCleaned: 0,
    exchanged: [] as string[],
    checked: [] as string[],
  };
  const machine = authMachine.provide({
    actors: {
      exchangeCode: fromPromise<string, { code: string }>(async ({ input: { code } }) => {
        effects.exchanged.push(code);
        return (fakes.exchange ?? (async () => 'fresh-token'))(code);
      }),
      loadUser: fromPromise<SignedInUser, { token: string }>(async ({ input: { token } }) => {
        effects.checked.push(token);
        return (fakes.loadUser ?? (async () => ayesha))(token);
      }),
    },
    actions: {
      storeToken: (_, token: string) => void effects.stored.push(token),
      forgetToken: () => void (effects.forgotten += 1),
      forgetIntent: () => void (effects.intentsForgotten += 1),
      reloadWithoutCode: () => void (effects.reloads += 1),
      dropCodeFromAddress: () => void (effects.addressCleaned += 1),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, effects };
}

const settled = (actor: ReturnType<typeof startAuth>['actor']) =>
  waitFor(actor, (state) => authStatusOf(state) !== 'loading' || state.matches('reloading'));

describe('sign-in machine', () => {
  it('is signed out at once when nothing is stored', () => {
    const { actor, effects } = startAuth({ code: null, token: null });
    expect(authStatusOf(actor.getSnapshot())).toBe('signedOut');
    expect(effects.checked).toEqual([]);
  });

  it('checks a stored token and signs the user in', async () => {
    const { actor, effects } = startAuth({ code: null, token: 'stored' });
    expect(authStatusOf(actor.getSnapshot())).toBe('loading');
    const state = await settled(actor);
    expect(authStatusOf(state)).toBe('signedIn');
    expect(state.context.user).toEqual(ayesha);
    expect(effects.checked).toEqual(['stored']);
  });

  it('removes the token and signs out when the check fails', async () => {
    const { actor, effects } = startAuth(
      { code: null, token: 'expired' },
      { loadUser: async () => Promise.reject(new Error('401')) },
    );
    const state = await settled(actor);
    expect(authStatusOf(state)).toBe('signedOut');
    expect(state.context.user).toBeNull();
    expect(state.context.token).toBeNull();
    expect(effects.forgotten).toBe(1);
  });

  it('exchanges a one-time code, stores the token, cleans the URL and reloads', async () => {
    const { actor, effects } = startAuth({ code: 'one-time', token: null });
    const state = await settled(actor);
    expect(state.matches('reloading')).toBe(true);
    expect(authStatusOf(state)).toBe('loading');
    expect(effects.exchanged).toEqual(['one-time']);
    expect(effects.stored).toEqual(['fresh-token']);
    expect(effects.reloads).toBe(1);
    expect(effects.checked).toEqual([]);
  });

  it('drops a rejected code and falls back to the stored token', async () => {
    const { actor, effects } = startAuth(
      { code: 'used-twice', token: 'stored' },
      { exchange: async () => Promise.reject(new Error('invalid code')) },
    );
    const state = await settled(actor);
    expect(authStatusOf(state)).toBe('signedIn');
    expect(effects.addressCleaned).toBe(1);
    expect(effects.reloads).toBe(0);
    expect(effects.checked).toEqual(['stored']);
  });

  it('keeps a signed-in person as they were when a link from another browser\'s sign-in is refused, and says why until closed', async () => {
    const refused = new ApiError(401, 'unauthenticated', 'This sign-in link was started in another browser, so it was not used here. Please sign in again.');
    const { actor, effects } = startAuth({ code: 'someone-elses', token: 'stored' }, { exchange: async () => Promise.reject(refused) });
    const state = await settled(actor);
    expect(authStatusOf(state)).toBe('signedIn');
    expect(state.context.user).toEqual(ayesha);
    expect(state.context.refusal).toBe(refused.message);
    expect(effects.stored).toEqual([]);
    expect(effects.forgotten).toBe(0);
    expect(effects.reloads).toBe(0);
    actor.send({ type: 'DISMISS_REFUSAL' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(authStatusOf(actor.getSnapshot())).toBe('signedIn');
  });

  it('says why a refused code was not used to a visitor too, and nothing for a failure that is not an answer', async () => {
    const expired = new ApiError(401, 'unauthenticated', 'This sign-in link has expired or was already used. Please sign in again.');
    const visitor = startAuth({ code: 'old', token: null }, { exchange: async () => Promise.reject(expired) });
    expect((await settled(visitor.actor)).context.refusal).toBe(expired.message);
    const broken = startAuth({ code: 'old', token: null }, { exchange: async () => Promise.reject(new TypeError('no token')) });
    expect((await settled(broken.actor)).context.refusal).toBeNull();
  });

  it('exchanges a fresh code of this browser\'s own sign-in even while someone is signed in (switching account)', async () => {
    const { actor, effects } = startAuth({ code: 'own-fresh', token: 'stored' });
    const state = await settled(actor);
    expect(state.matches('reloading')).toBe(true);
    expect(effects.stored).toEqual(['fresh-token']);
    expect(state.context.refusal).toBeNull();
  });

  it('drops a rejected code and signs out when nothing is stored', async () => {
    const { actor } = startAuth({ code: 'bad', token: null }, { exchange: async () => Promise.reject(new Error('x')) });
    expect(authStatusOf(await settled(actor))).toBe('signedOut');
  });

  it('forgets the token on sign out', async () => {
    const { actor, effects } = startAuth({ code: null, token: 'stored' });
    await settled(actor);
    actor.send({ type: 'SIGN_OUT' });
    expect(authStatusOf(actor.getSnapshot())).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(effects.forgotten).toBe(1);
  });

  it('forgets what a visitor was about to do whenever the load ends signed out, and keeps it while signing in', async () => {
    const visitor = startAuth({ code: null, token: null });
    expect(visitor.effects.intentsForgotten).toBe(1);

    const returning = startAuth({ code: 'one-time', token: null });
    await settled(returning.actor);
    expect(returning.effects.intentsForgotten).toBe(0);

    const signedIn = startAuth({ code: null, token: 'fresh-token' });
    await settled(signedIn.actor);
    expect(signedIn.effects.intentsForgotten).toBe(0);

    const refused = startAuth({ code: 'bad', token: null }, { exchange: async () => Promise.reject(new Error('x')) });
    await settled(refused.actor);
    expect(refused.effects.intentsForgotten).toBe(1);

    signedIn.actor.send({ type: 'SIGN_OUT' });
    expect(signedIn.effects.intentsForgotten).toBe(1);
  });

  it('does not run browser side effects itself when its actions are provided', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    startAuth({ code: null, token: null });
    expect(reload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
