/** Data builders for tests that do not need the seeded demo data. */
import type { Db } from '../../src/db/database.ts';
import type { TestApp } from './harness.ts';

export const STRONG_PASSWORD = 'Vahva!Salasana1';

export async function ensureCity(db: Db, name = 'Helsinki'): Promise<number> {
  const existing = await db.selectFrom('cities').select('id').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('cities')
    .values({ name, postal_codes: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function registrationBody(cityId: number, email: string, overrides: Record<string, unknown> = {}) {
  return {
    company_name: 'Testi Kuljetus Oy',
    company_business_id: '1234567-8',
    company_street_address: 'Mannerheimintie 1',
    company_postal_code: '00100',
    company_city_id: cityId,
    company_invoicing_type: 5,
    company_invoicing_email: 'laskut@testi.fi',
    first_name: 'Maija',
    last_name: 'Meikäläinen',
    phone: '+358401234567',
    email,
    email2: email,
    password: STRONG_PASSWORD,
    password2: STRONG_PASSWORD,
    agree_contract: true,
    agree_terms: true,
    ...overrides,
  };
}

/** The 6-digit PIN in the newest mail to `email`. */
export function pinFromMails(t: TestApp, email: string): string {
  const mail = [...t.mails].reverse().find((candidate) => candidate.to === email);
  const pin = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
  if (!pin) throw new Error(`no PIN mail to ${email}`);
  return pin;
}

/** Register a company through the API and activate its superuser with the mailed PIN. */
export async function registerAndActivate(t: TestApp, email: string) {
  const cityId = await ensureCity(t.db);
  const registered = await t.request({
    method: 'POST',
    url: '/companies/register/',
    payload: registrationBody(cityId, email),
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const activated = await t.request({
    method: 'POST',
    url: '/activate/',
    payload: { email, pin_code: pinFromMails(t, email) },
  });
  if (activated.statusCode !== 200) throw new Error(`activate failed: ${activated.body}`);
  const { access_token, refresh_token } = activated.json<{ access_token: string; refresh_token: string }>();
  const me = await t.request({ method: 'GET', url: '/users/me/', headers: { authorization: `jwt ${access_token}` } });
  return {
    id: me.json<{ id: number }>().id,
    access: access_token,
    refresh: refresh_token,
    headers: { authorization: `jwt ${access_token}` },
  };
}
