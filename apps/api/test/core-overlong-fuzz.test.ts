/**
 * Over-long values (issue 28 item 12): every JSON endpoint of the contract, each of its fields (and the fields of
 * a nested object) sent one at a time with a text over the API's ceiling, over a field's own limit in multi-byte
 * characters, and as an over-long e-mail address. Never a 5xx; a text over the ceiling is a 400 on that field in
 * the request's language.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_TEXT_MAX_LENGTH } from '../src/http/body-limits.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let admin: { authorization: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
  const one = async (query: string) => (await sql<{ id: number }>`${sql.raw(query)}`.execute(t.db)).rows[0]?.id ?? 0;
  const company = `(SELECT id FROM companies WHERE name = 'Demo Kuljetus Oy')`;
  const adminId = `(SELECT id FROM users WHERE username = 'admin@demo.siirto.fi')`;
  ids['/users/{id}/'] = await one(`SELECT ${adminId} AS id`);
  ids['/users/{id}/change_password/'] = ids['/users/{id}/'];
  ids['/companies/{id}/'] = await one(`SELECT ${company} AS id`);
  ids['/account/{id}/'] = await one(`SELECT account_id AS id FROM companies WHERE id = ${company}`);
  ids['/account_users/{id}/'] = await one(
    `SELECT id FROM account_users WHERE user_id <> ${adminId} AND account_id = (SELECT account_id FROM companies WHERE id = ${company})`,
  );
  ids['/companies/me/users/{id}/'] = await one(
    `SELECT id FROM company_users WHERE company_id = ${company} AND user_id <> ${adminId}`,
  );
  ids['/business_locations/{id}/'] = await one(`SELECT id FROM business_locations WHERE company_id = ${company}`);
  const transport = await one(`SELECT id FROM transports WHERE company_id = ${company} AND state = 2`);
  for (const path of [
    '/transports/company/{id}/',
    '/transports/company/{id}/share_transport/',
    '/driver/transports/{id}/state/',
    '/driver/transports/{id}/position/',
  ])
    ids[path] = transport;
  ids['/api/customers/{id}/'] = await one(
    `SELECT id FROM customers WHERE account_id = (SELECT account_id FROM companies WHERE id = ${company})`,
  );
  ids['/chat/v1/groups/{id}/messages/'] = await one(
    `SELECT group_id AS id FROM chat_members WHERE user_id = ${adminId}`,
  );
});
afterAll(() => t.close());

interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}
const doc = parse(readFileSync(fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url)), 'utf8'), {
  maxAliasCount: -1,
}) as {
  paths: Record<string, Record<string, { requestBody?: Schema & { content?: Record<string, { schema: Schema }> } }>>;
};

function deref<T>(value: T): T {
  let current = value as unknown as Schema;
  while (current.$ref)
    current = current.$ref
      .split('/')
      .slice(1)
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc) as Schema;
  return current as unknown as T;
}

function propertiesOf(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  const resolved = deref(schema);
  const out: Record<string, Schema> = { ...(resolved.properties ?? {}) };
  for (const part of [...(resolved.allOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])])
    Object.assign(out, propertiesOf(part));
  return out;
}

/** Every field of a body (a nested object's fields as `parent.child`) and a body with `value` in that field. */
function fieldsOf(schema: Schema): { name: string; body: (value: unknown) => Record<string, unknown> }[] {
  const fields: { name: string; body: (value: unknown) => Record<string, unknown> }[] = [];
  for (const [key, property] of Object.entries(propertiesOf(schema))) {
    fields.push({ name: key, body: (value) => ({ [key]: value }) });
    for (const inner of Object.keys(propertiesOf(property)))
      fields.push({ name: `${key}.${inner}`, body: (value) => ({ [key]: { [inner]: value } }) });
  }
  return fields;
}

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) => {
    const body = operation.requestBody ? deref(operation.requestBody).content?.['application/json'] : undefined;
    return body ? [{ method: method.toUpperCase(), path, fields: fieldsOf(body.schema) }] : [];
  }),
);

const urlOf = (path: string) => path.replace('{id}', String(ids[path] ?? 0));
const send = (method: string, path: string, payload: unknown) =>
  t.app.inject({
    method: method as 'POST',
    url: urlOf(path),
    headers: { ...admin, 'content-type': 'application/json', 'accept-language': 'en' },
    payload: JSON.stringify(payload),
  });

describe('over-long values', () => {
  it('the contract has JSON endpoints with fields to send', () => {
    expect(operations.length).toBeGreaterThan(25);
    expect(operations.find((operation) => operation.path === '/send_activation_link/')?.fields.length).toBe(1);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s: 400 on the field over the ceiling, no 5xx for a long multi-byte text or e-mail',
    async (_name, operation) => {
      const overCeiling = 'x'.repeat(JSON_TEXT_MAX_LENGTH + 1);
      const multiByte = 'ä'.repeat(3_000);
      const longEmail = `${'a'.repeat(3_000)}@example.fi`;
      for (const field of operation.fields) {
        const refused = await send(operation.method, operation.path, field.body(overCeiling));
        expect(refused.statusCode, field.name).toBe(400);
        expect(refused.json(), field.name).toEqual({
          [field.name]: [`At most ${String(JSON_TEXT_MAX_LENGTH)} characters`],
        });
        for (const value of [multiByte, longEmail]) {
          const answer = await send(operation.method, operation.path, field.body(value));
          expect(answer.statusCode, `${field.name}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
        }
      }
    },
  );

  it.each(['/send_password_reset_confirmation/', '/send_activation_link/'])(
    'a 1 MB e-mail to %s is a 400 in the request language',
    async (url) => {
      const email = `${'a'.repeat(1_000_000)}@example.fi`;
      const finnish = await t.app.inject({ method: 'POST', url, payload: { email } });
      expect(finnish.statusCode).toBe(400);
      expect(finnish.json()).toEqual({ email: [`Enintään ${String(JSON_TEXT_MAX_LENGTH)} merkkiä`] });
      // Under the ceiling but over an address's 254 characters: the e-mail's own limit.
      const english = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'accept-language': 'en' },
        payload: { email: `${'a'.repeat(5_000)}@example.fi` },
      });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({ email: ['At most 254 characters'] });
    },
  );

  it('a body over 1 MiB is refused with 413, not read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/send_activation_link/',
      payload: { email: 'a'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
  });
});
