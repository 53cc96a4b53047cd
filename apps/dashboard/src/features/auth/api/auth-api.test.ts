// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionEndedHandler } from '../../../lib/api';
import { changePasswordWithToken } from './change-password-with-token';
import { getCities } from '../../../lib/queries/get-cities';
import { login } from './login';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(answer: (request: Request) => Response) {
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      sent.push(request.clone());
      return Promise.resolve(answer(request));
    }),
  );
  return sent;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'session-access');
  localStorage.setItem('refreshToken', 'session-refresh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionEndedHandler(() => undefined);
});

describe('the sign-in area calls', () => {
  it('signs in with the e-mail as username and without the stored token', async () => {
    const sent = serve(() => json(200, { access: 'a', refresh: 'r' }));

    await expect(login('admin@demo.siirto.fi', 'Siirto!Demo2026')).resolves.toEqual({ access: 'a', refresh: 'r' });

    expect(new URL(sent[0]?.url ?? '').pathname).toBe('/api/token/');
    expect(sent[0]?.headers.get('Authorization')).toBeNull();
    await expect(sent[0]?.json()).resolves.toEqual({ username: 'admin@demo.siirto.fi', password: 'Siirto!Demo2026' });
  });

  it('reads the cities sorted by name, whichever list shape the server sends', async () => {
    const sent = serve(() => json(200, { count: 1, results: [{ id: 91, name: 'Helsinki' }] }));

    await expect(getCities()).resolves.toEqual([{ id: 91, name: 'Helsinki' }]);

    expect(new URL(sent[0]?.url ?? '').search).toBe('?ordering=name');
  });

  it("changes the password with the reset link's token, and a refused link neither refreshes nor ends the session", async () => {
    const sent = serve(() => json(401, { detail: 'Linkki on vanhentunut.' }));
    const ended = vi.fn();
    setSessionEndedHandler(ended);

    const error = await changePasswordWithToken('link-token', 7, 'Uusi!Salasana1', 'Uusi!Salasana1').catch(
      (e: unknown) => e,
    );

    expect(error).toMatchObject({ status: 401, serverMessage: 'Linkki on vanhentunut.' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('PATCH');
    expect(new URL(sent[0]?.url ?? '').pathname).toBe('/api/users/7/change_password/');
    expect(sent[0]?.headers.get('Authorization')).toBe('jwt link-token');
    await expect(sent[0]?.json()).resolves.toEqual({
      data: { new_password: 'Uusi!Salasana1', check_password: 'Uusi!Salasana1' },
    });
    expect(ended).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBe('session-access');
  });
});
