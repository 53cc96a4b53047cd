/** In a real browser: jsdom's File does not survive being sent in a FormData by Node's Request. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateProfile } from './update-profile';

const me = { id: 3, username: 'admin@demo.siirto.fi', first_name: 'Maija' };

/** Stubs the browser's fetch and records what the profile save sends. */
function serve(status = 200) {
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      sent.push(request.clone());
      return Promise.resolve(
        new Response(JSON.stringify(status === 200 ? me : { profile_picture: ['Kuva on liian suuri.'] }), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return sent;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('the profile save', () => {
  it('sends the fields and the picture as multipart to PATCH /users/{id}/, the picture with its file name', async () => {
    const sent = serve();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const picture = new File([bytes], 'kuva.png', { type: 'image/png' });

    await expect(
      updateProfile(3, {
        first_name: 'Maija',
        last_name: 'Meikäläinen',
        phone: '+358401234567',
        profile_picture: picture,
      }),
    ).resolves.toEqual(me);

    const [request] = sent;
    expect(request?.method).toBe('PATCH');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/users/3/');
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request?.formData();
    expect(form?.get('first_name')).toBe('Maija');
    expect(form?.get('last_name')).toBe('Meikäläinen');
    expect(form?.get('phone')).toBe('+358401234567');
    const file = form?.get('profile_picture');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('kuva.png');
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(bytes);
  });

  it('sends no picture part without a new picture, and puts a refused picture on its field', async () => {
    const sent = serve(400);

    const error = await updateProfile(3, { first_name: 'Maija', last_name: 'M', phone: '' }).catch((e: unknown) => e);

    const form = await sent[0]?.formData();
    expect(form?.has('profile_picture')).toBe(false);
    expect(form?.get('phone')).toBe('');
    expect(error).toMatchObject({ status: 400, fieldErrors: { profile_picture: ['Kuva on liian suuri.'] } });
  });
});
