import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { messageText } from '../messages.ts';
import {
  isInvitationPath,
  sessionMachine,
  type SessionAccount,
  type SessionCompany,
  type SessionEnums,
  type SessionNotice,
  type SessionStatusInfo,
  type SessionTokens,
  type SessionUser,
} from './session.ts';
import { accountFixture, companyFixture, enumsFixture, statusFixture, userFixture } from './test-fixtures.ts';

const tokens: SessionTokens = { access: 'access-1', refresh: 'refresh-1' };

interface Fakes {
  storedTokens?: SessionTokens | null;
  user?: () => Promise<SessionUser>;
  company?: () => Promise<SessionCompany>;
  statusFails?: boolean;
  status?: () => Promise<SessionStatusInfo>;
  enums?: () => Promise<SessionEnums>;
}

/** The machine with fake effects; records the actions the app would perform. */
function startSession(pathname = '/dashboard/frontpage', fakes: Fakes = {}) {
  const calls: string[] = [];
  const notices: SessionNotice[] = [];
  const machine = sessionMachine.provide({
    actors: {
      loadStatus: fromPromise(
        fakes.status ??
          (() => (fakes.statusFails ? Promise.reject(new Error('down')) : Promise.resolve(statusFixture))),
      ),
      loadEnums: fromPromise(fakes.enums ?? (() => Promise.resolve(enumsFixture))),
      readTokens: fromPromise(() => Promise.resolve(fakes.storedTokens === undefined ? tokens : fakes.storedTokens)),
      loadUser: fromPromise(fakes.user ?? (() => Promise.resolve(userFixture))),
      loadCompany: fromPromise(fakes.company ?? (() => Promise.resolve(companyFixture))),
      loadAccount: fromPromise<SessionAccount | null>(() => Promise.resolve(accountFixture)),
    },
    actions: {
      persistTokens: (_, params) => calls.push(`persistTokens:${params.tokens.access}`),
      clearTokens: () => calls.push('clearTokens'),
      applyLanguage: (_, params) => calls.push(`applyLanguage:${params.language}`),
    },
  });
  const actor = createActor(machine, { input: { pathname } });
  actor.on('session.notice', (event) => notices.push(event.notice));
  actor.start();
  return { actor, calls, notices };
}

/** Lets the fake actors' promises settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session machine: boot', () => {
  it('loads status and enums, reads tokens, loads user, company and account, then is signed in', async () => {
    const { actor, calls } = startSession();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('signedIn');
    expect(snapshot.hasTag('loading')).toBe(false);
    expect(snapshot.context).toMatchObject({
      status: statusFixture,
      enums: enumsFixture,
      tokens,
      user: userFixture,
      company: companyFixture,
      account: accountFixture,
      language: 'en',
      redirect: null,
    });
    expect(calls).toEqual(['applyLanguage:en']);
  });

  it('draws the signed-out pages at once: status and enums arrive later without holding them back', async () => {
    let answerStatus: (status: SessionStatusInfo) => void = () => undefined;
    let answerEnums: (enums: SessionEnums) => void = () => undefined;
    const { actor } = startSession('/auth/login', {
      storedTokens: null,
      status: () => new Promise((resolve) => (answerStatus = resolve)),
      enums: () => new Promise((resolve) => (answerEnums = resolve)),
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ status: null, enums: null });
    answerStatus(statusFixture);
    answerEnums(enumsFixture);
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ status: statusFixture, enums: enumsFixture });
  });

  it("loads a stored session's user in the same round of requests as status and enums", async () => {
    const started: string[] = [];
    const { actor } = startSession('/dashboard/frontpage', {
      status: () => {
        started.push('status');
        return new Promise(() => undefined);
      },
      user: () => {
        started.push('user');
        return Promise.resolve(userFixture);
      },
    });
    await settle();
    expect(started).toEqual(['status', 'user']);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.status).toBeNull();
  });

  it('is signed out without stored tokens even when the enums fail, with a warning notice', async () => {
    const { actor, notices } = startSession('/dashboard', {
      storedTokens: null,
      enums: () => Promise.reject(new Error('enums down')),
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(notices).toEqual([{ kind: 'enumsFailed', tone: 'warning', error: new Error('enums down') }]);
  });

  it('takes the language from the profile, fi when the profile has none', async () => {
    const { actor } = startSession('/dashboard', {
      user: () => Promise.resolve({ ...userFixture, language: null as unknown as SessionUser['language'] }),
    });
    await settle();
    expect(actor.getSnapshot().context.language).toBe('fi');
  });

  it('is signed out without stored tokens', async () => {
    const { actor } = startSession('/dashboard', { storedTokens: null });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('still boots when the status fails, with a warning notice', async () => {
    const { actor, notices } = startSession('/dashboard', { statusFails: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(notices).toEqual([{ kind: 'statusFailed', tone: 'warning', error: new Error('down') }]);
  });

  it('skips the session check on invitation paths', async () => {
    const { actor, calls } = startSession('/auth/company/user/invitation?token=abc');
    await settle();
    expect(actor.getSnapshot().value).toBe('invitation');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(calls).toEqual([]);
    expect(isInvitationPath('/auth/invitation/xyz')).toBe(true);
    expect(isInvitationPath('/auth/login')).toBe(false);
  });

  it('ends a session whose user cannot be loaded and sends the user to /', async () => {
    const { actor, calls } = startSession('/dashboard', { user: () => Promise.reject(new Error('401')) });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.redirect).toBe('/');
    expect(calls).toContain('clearTokens');
  });
});

describe('session machine: unreachable backend', () => {
  it.each([
    ['a 5xx', Object.assign(new Error('Service Unavailable'), { status: 503 })],
    ['a network error', new TypeError('Failed to fetch')],
    ['a token refresh that got no answer', Object.assign(new Error('refresh'), { name: 'TokenRefreshError' })],
  ])('keeps the tokens after %s while the user loads, and loads the user again on retry', async (_, error) => {
    let answer: () => Promise<SessionUser> = () => Promise.reject(error);
    const { actor, calls } = startSession('/dashboard/frontpage', { user: () => answer() });
    await settle();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ tokens, user: null, redirect: null });
    expect(calls).not.toContain('clearTokens');

    answer = () => Promise.resolve(userFixture);
    actor.send({ type: 'session.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user).toEqual(userFixture);
  });

  it('a retry that fails the same way stays unavailable; logging out from there signs out', async () => {
    const { actor, calls } = startSession('/dashboard', { user: () => Promise.reject(new TypeError('offline')) });
    await settle();
    actor.send({ type: 'session.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toContain('clearTokens');
  });

  it('a refused user load (4xx) still ends the session', async () => {
    const { actor } = startSession('/dashboard', {
      user: () => Promise.reject(Object.assign(new Error('Unauthorized'), { status: 401 })),
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.redirect).toBe('/');
  });
});

describe('session machine: company', () => {
  it('blocks a company that is not accepted (only logout remains)', async () => {
    const { actor } = startSession('/dashboard', {
      company: () => Promise.resolve({ ...companyFixture, accepted: false }),
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('blocked');
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('on a company 404 shows the danger notice, then signs out after 3 seconds', async () => {
    const { actor, notices, calls } = startSession('/dashboard', {
      company: () => Promise.reject(Object.assign(new Error('Not found'), { status: 404 })),
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('companyMissing');
    expect(notices).toEqual([{ kind: 'companyMissing', tone: 'danger', messageId: 'companyMissing' }]);
    expect(messageText('companyMissing', 'fi')).toBe('Sinulla ei ole yritystä tai roolia yrityksessä.');

    await vi.advanceTimersByTimeAsync(2_999);
    expect(actor.getSnapshot().value).toBe('companyMissing');
    expect(calls).not.toContain('clearTokens');

    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toContain('clearTokens');
    expect(actor.getSnapshot().context.redirect).toBe('/auth/login');
  });

  it('other company errors give a warning notice and the session continues', async () => {
    const { actor, notices } = startSession('/dashboard', {
      company: () => Promise.reject(Object.assign(new Error('boom'), { status: 500 })),
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.company).toBeNull();
    expect(notices.map((notice) => notice.kind)).toEqual(['companyFailed']);
  });
});

describe('session machine: events', () => {
  it('session.login stores the tokens and loads the user', async () => {
    const { actor, calls } = startSession('/auth/login', { storedTokens: null });
    await settle();
    actor.send({ type: 'session.login', tokens: { access: 'new', refresh: 'r' }, redirect: '/dashboard/frontpage' });
    expect(actor.getSnapshot().value).toBe('loadingUser');
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.redirect).toBe('/dashboard/frontpage');
    expect(calls[0]).toBe('persistTokens:new');
  });

  it('the invitee signs in from the invitation path with session.login', async () => {
    const { actor } = startSession('/auth/company/user/invitation');
    await settle();
    actor.send({ type: 'session.login', tokens });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it('session.ended (by the client) signs out with the redirect /', async () => {
    const { actor } = startSession();
    await settle();
    actor.send({ type: 'session.ended' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.redirect).toBe('/');
  });

  it('session.credentialsMissing ends a signed-in session with the redirect / and means nothing when signed out', async () => {
    const { actor, calls } = startSession();
    await settle();
    actor.send({ type: 'session.credentialsMissing' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.redirect).toBe('/');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(calls).toContain('clearTokens');

    actor.send({ type: 'session.redirected' });
    actor.send({ type: 'session.credentialsMissing' });
    expect(actor.getSnapshot().context.redirect).toBeNull();
  });

  it('session.logout may name another place to go', async () => {
    const { actor } = startSession();
    await settle();
    actor.send({ type: 'session.logout', redirect: '/' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.redirect).toBe('/');
  });

  it('session.redirected clears the redirect so the app follows it once', async () => {
    const { actor } = startSession();
    await settle();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().context.redirect).toBe('/auth/login');
    actor.send({ type: 'session.redirected' });
    expect(actor.getSnapshot().context.redirect).toBeNull();
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('the login redirect waits in the context until the user has loaded', async () => {
    let resolveUser: (user: SessionUser) => void = () => undefined;
    const { actor } = startSession('/auth/login', {
      storedTokens: null,
      user: () => new Promise<SessionUser>((resolve) => (resolveUser = resolve)),
    });
    await settle();
    actor.send({ type: 'session.login', tokens, redirect: '/dashboard/frontpage' });
    await settle();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    resolveUser(userFixture);
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.redirect).toBe('/dashboard/frontpage');
  });

  it('leaving the invitation path starts the skipped session check', async () => {
    const { actor } = startSession('/auth/company/user/invitation?token=abc');
    await settle();
    actor.send({ type: 'session.pathChanged', pathname: '/auth/company/user/invitation/step' });
    expect(actor.getSnapshot().value).toBe('invitation');
    actor.send({ type: 'session.pathChanged', pathname: '/dashboard/frontpage' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user).toEqual(userFixture);
  });

  it('a path change outside the invitation state does nothing', async () => {
    const { actor } = startSession('/dashboard', { storedTokens: null });
    await settle();
    actor.send({ type: 'session.pathChanged', pathname: '/dashboard/frontpage' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('session.logout signs out to the sign-in page', async () => {
    const { actor, calls } = startSession();
    await settle();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.redirect).toBe('/auth/login');
    expect(calls).toContain('clearTokens');
  });

  it('keeps the updated user', async () => {
    const { actor } = startSession();
    await settle();
    actor.send({ type: 'session.userUpdated', user: { ...userFixture, first_name: 'Eeva' } });
    expect(actor.getSnapshot().context.user?.first_name).toBe('Eeva');
  });

  it('without provided effects fails loudly instead of pretending to be signed in', async () => {
    const actor = createActor(sessionMachine, { input: { pathname: '/' } }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});
