/**
 * The customers of an account (issue 19): the plain list the chat dialog uses, the searchable page, create and edit
 * with field errors in the request's language, open transports and the latest chat, opening or creating the
 * customer's chat, drivers' read-only access and tenant isolation. Every answer is checked against openapi.yaml.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatTables } from '../src/db/migrations/009_chat.ts';
import type { CustomerTables } from '../src/db/migrations/010_customers.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
type Headers = { authorization: string; 'accept-language'?: string };
let coordinator: Headers;
let driver: Headers;
let otherAccount: Headers;

interface Customer {
  id: number;
  name: string;
  business_id: string | null;
  email: string | null;
  phone: string | null;
  open_transports_count: number;
  latest_chat: {
    group_id: number;
    name: string;
    latest_message_at: string | null;
    latest_message_preview: string | null;
  } | null;
}
interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
interface CustomerChat {
  created: boolean;
  group: {
    id: number;
    name: string;
    chat_type: string;
    customer: { id: number } | null;
    members: { user: { email: string }; role: string }[];
  };
}

beforeAll(async () => {
  t = await createTestApp();
  coordinator = (await t.loginAs('coordinator@demo.siirto.fi')).headers;
  driver = (await t.loginAs('kuljettaja@demo.siirto.fi')).headers;
  otherAccount = (await t.loginAs('admin@demo.siirto.fi')).headers;
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the answer's type
const call = async <T>(method: string, url: string, headers: Headers, payload?: Record<string, unknown>) => {
  const response = await t.request({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: (response.body === '' ? undefined : response.json()) as T };
};

const seededNames = ['Autotalo Laine Oy', 'Demo Kuljetus Oy', 'Rengas-Center Keski-Suomi', 'Siirto Palvelut Oy'];

describe('the list', () => {
  it('answers a plain array by name without limit (the new customer chat dialog)', async () => {
    const { status, body } = await call<Customer[]>('GET', '/api/customers/', coordinator);
    expect(status).toBe(200);
    expect(body.map((row) => row.name)).toEqual(seededNames);
    const laine = body.find((row) => row.name === 'Autotalo Laine Oy');
    expect(laine).toMatchObject({ business_id: '0112038-9', email: null, phone: '+358207654321' });
  });

  it('pages with limit and offset, and searches the name, e-mail and business id', async () => {
    const first = (await call<Page<Customer>>('GET', '/api/customers/?limit=2&offset=0', coordinator)).body;
    expect(first.count).toBe(4);
    expect(first.results.map((row) => row.name)).toEqual(seededNames.slice(0, 2));
    expect(first.next).toContain('offset=2');
    const second = (await call<Page<Customer>>('GET', '/api/customers/?limit=2&offset=2', coordinator)).body;
    expect(second.results.map((row) => row.name)).toEqual(seededNames.slice(2));
    expect(second.next).toBeNull();

    const byName = (await call<Page<Customer>>('GET', '/api/customers/?limit=30&search=kULJ', coordinator)).body;
    expect(byName.results.map((row) => row.name)).toEqual(['Demo Kuljetus Oy']);
    const byEmail = (await call<Page<Customer>>('GET', '/api/customers/?limit=30&search=siirtopalvelut', coordinator))
      .body;
    expect(byEmail.results.map((row) => row.name)).toEqual(['Siirto Palvelut Oy']);
    const byBusinessId = (await call<Customer[]>('GET', '/api/customers/?search=0112', coordinator)).body;
    expect(byBusinessId.map((row) => row.name)).toEqual(['Autotalo Laine Oy']);
    // the middle of a business id is not a match, and LIKE's wildcards are plain text
    expect((await call<Customer[]>('GET', '/api/customers/?search=2038', coordinator)).body).toEqual([]);
    expect((await call<Customer[]>('GET', '/api/customers/?search=%25', coordinator)).body).toEqual([]);
    const none = (await call<Page<Customer>>('GET', '/api/customers/?limit=30&search=zzz', coordinator)).body;
    expect(none).toMatchObject({ count: 0, results: [] });
  });

  it('shows each customer’s latest chat the caller is in, with the newest message as plain text', async () => {
    const body = (await call<Customer[]>('GET', '/api/customers/', coordinator)).body;
    const byName = Object.fromEntries(body.map((row) => [row.name, row.latest_chat]));
    expect(byName['Demo Kuljetus Oy']).toMatchObject({ name: 'Demo Kuljetus Oy' });
    expect(byName['Demo Kuljetus Oy']?.latest_message_preview).not.toContain('<');
    expect(byName['Siirto Palvelut Oy']).toMatchObject({ latest_message_preview: 'Voitteko vahvistaa aikataulun?' });
    // a group without messages, and a customer without a chat
    expect(byName['Autotalo Laine Oy']).toMatchObject({ latest_message_at: null, latest_message_preview: null });
    expect(byName['Rengas-Center Keski-Suomi']).toBeNull();
    // a driver is in the Laine group only: the other customers' chats are not theirs to see
    const driverView = (await call<Customer[]>('GET', '/api/customers/', driver)).body;
    const driverChats = Object.fromEntries(driverView.map((row) => [row.name, row.latest_chat?.name ?? null]));
    expect(driverChats).toMatchObject({ 'Siirto Palvelut Oy': null, 'Rengas-Center Keski-Suomi': null });
  });

  it('never shows another account’s customers', async () => {
    expect((await call<Customer[]>('GET', '/api/customers/', otherAccount)).body).toEqual([]);
    const page = (await call<Page<Customer>>('GET', '/api/customers/?limit=30', otherAccount)).body;
    expect(page.count).toBe(0);
  });
});

describe('create and edit', () => {
  it('creates a customer with only a name, and normalises the contact fields it is given', async () => {
    const bare = await call<Customer>('POST', '/api/customers/', coordinator, { name: '  Kauppa Oy  ' });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({
      name: 'Kauppa Oy',
      business_id: null,
      email: null,
      phone: null,
      open_transports_count: 0,
      latest_chat: null,
    });
    const full = await call<Customer>('POST', '/api/customers/', coordinator, {
      name: 'Autokeskus Vaasa Oy',
      business_id: '1572860-0',
      email: ' Myynti@AutokeskusVaasa.FI ',
      phone: '+358 40-765 4321',
    });
    expect(full.status).toBe(201);
    expect(full.body).toMatchObject({
      business_id: '1572860-0',
      email: 'myynti@autokeskusvaasa.fi',
      phone: '+358407654321',
    });
    const read = await call<Customer>('GET', `/api/customers/${String(full.body.id)}/`, coordinator);
    expect(read.body.name).toBe('Autokeskus Vaasa Oy');
  });

  it('answers field errors in the request’s language', async () => {
    const finnish = await call<Record<string, string[]>>('POST', '/api/customers/', coordinator, {
      name: '',
      business_id: '0112038-8',
      email: 'ei-sahkopostia',
      phone: '040 123',
    });
    expect(finnish.status).toBe(400);
    expect(finnish.body).toEqual({
      name: ['Kenttä on pakollinen'],
      business_id: ['Tarkista yrityksen y-tunnus'],
      email: ['Tarkista sähköpostiosoitteen muoto'],
      phone: ['Puhelinnumero tulee olla muodossa esim. +358...'],
    });
    const english = await call<Record<string, string[]>>(
      'POST',
      '/api/customers/',
      { ...coordinator, 'accept-language': 'en' },
      { name: 'x'.repeat(201) },
    );
    expect(english.body).toEqual({ name: ['At most 200 characters'] });
  });

  it('keeps a business id unique within the account', async () => {
    const taken = await call<Record<string, string[]>>('POST', '/api/customers/', coordinator, {
      name: 'Toinen Laine',
      business_id: '0112038-9',
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ business_id: ['Tällä y-tunnuksella on jo asiakas'] });
    // another account may have a customer with the same business id
    const elsewhere = await call<Customer>('POST', '/api/customers/', otherAccount, {
      name: 'Autotalo Laine Oy',
      business_id: '0112038-9',
    });
    expect(elsewhere.status).toBe(201);
    expect((await call<Customer[]>('GET', '/api/customers/', coordinator)).body.map((row) => row.id)).not.toContain(
      elsewhere.body.id,
    );
  });

  it('edits the fields sent; an empty text clears a contact field', async () => {
    const created = (
      await call<Customer>('POST', '/api/customers/', coordinator, {
        name: 'Muokattava Oy',
        email: 'info@muokattava.fi',
        phone: '+358401111111',
      })
    ).body;
    const url = `/api/customers/${String(created.id)}/`;
    const edited = await call<Customer>('PATCH', url, coordinator, { name: 'Muokattu Oy', email: '' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Muokattu Oy', email: null, phone: '+358401111111' });
    const refused = await call<Record<string, string[]>>('PATCH', url, coordinator, { name: ' ' });
    expect(refused).toEqual({ status: 400, body: { name: ['Kenttä on pakollinen'] } });
    // its own business id is not "taken", another customer's is
    expect((await call('PATCH', url, coordinator, { business_id: '1000000-4' })).status).toBe(200);
    expect((await call('PATCH', url, coordinator, { business_id: '1000000-4' })).status).toBe(200);
    const demosId = await call<Record<string, string[]>>('PATCH', url, coordinator, { business_id: '2605785-7' });
    expect(demosId).toEqual({ status: 400, body: { business_id: ['Tällä y-tunnuksella on jo asiakas'] } });
    expect((await call<Customer>('GET', url, coordinator)).body.business_id).toBe('1000000-4');
  });

  it('lets drivers read but not write, and answers 404 for another account’s customer', async () => {
    const laine = (await call<Customer[]>('GET', '/api/customers/?search=Laine', coordinator)).body[0];
    if (!laine) throw new Error('no Laine');
    const url = `/api/customers/${String(laine.id)}/`;
    expect((await call('POST', '/api/customers/', driver, { name: 'Kuljettajan asiakas' })).status).toBe(403);
    expect((await call('PATCH', url, driver, { name: 'X' })).status).toBe(403);
    expect((await call('POST', `${url}chat/`, driver)).status).toBe(403);
    expect((await call('GET', url, driver)).status).toBe(200);
    for (const [method, path] of [
      ['GET', url],
      ['PATCH', url],
      ['POST', `${url}chat/`],
    ] as const) {
      const answer = await call(method, path, otherAccount, method === 'PATCH' ? { name: 'Kaapattu' } : undefined);
      expect(answer.status).toBe(404);
    }
    expect((await call<Customer>('GET', url, coordinator)).body.name).toBe('Autotalo Laine Oy');
  });

  it('tells the dashboard who is a driver (GET /users/me/ is_driver), so it can show drivers the list read-only', async () => {
    expect((await call<{ is_driver: boolean }>('GET', '/users/me/', driver)).body.is_driver).toBe(true);
    expect((await call<{ is_driver: boolean }>('GET', '/users/me/', coordinator)).body.is_driver).toBe(false);
  });
});

describe('open transports', () => {
  it('counts the account’s linked transports that are ordered and not finished', async () => {
    const customer = (await call<Customer>('POST', '/api/customers/', coordinator, { name: 'Laskettava Oy' })).body;
    const db = t.db.withTables<CustomerTables>();
    const coordinatorCompany = await db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Siirtokeskus Oy')
      .executeTakeFirstOrThrow();
    const otherCompany = await db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Demo Kuljetus Oy')
      .executeTakeFirstOrThrow();
    const ownTransport = await db
      .selectFrom('transports')
      .select('id')
      .where('company_id', '=', coordinatorCompany.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const foreignTransport = await db
      .selectFrom('transports')
      .select('id')
      .where('company_id', '=', otherCompany.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const count = async () =>
      (await call<Customer>('GET', `/api/customers/${String(customer.id)}/`, coordinator)).body.open_transports_count;
    const link = (id: number, state: number) =>
      db.updateTable('transports').set({ customer_id: customer.id, state }).where('id', '=', id).execute();

    expect(await count()).toBe(0);
    await link(ownTransport.id, 4);
    expect(await count()).toBe(1);
    // another account's transport never counts, whatever it points at
    await link(foreignTransport.id, 5);
    expect(await count()).toBe(1);
    for (const [state, expected] of [
      [2, 0],
      [3, 1],
      [31, 1],
      [5, 1],
      [6, 0],
      [8, 0],
    ] as const) {
      await link(ownTransport.id, state);
      expect(await count(), `state ${String(state)}`).toBe(expected);
    }
  });
});

describe('a transport ordered for a customer', () => {
  interface Transport {
    id: number;
    customer: { id: number; name: string } | null;
  }
  const draft = (headers: Headers, payload: Record<string, unknown>) =>
    call<Transport & Record<string, string[]>>('POST', '/transports/company/', headers, {
      state: 2,
      vehicle: 'cus-101',
      ...payload,
    });

  it('saves one of the coordinator’s own customers and shows it on the transport; another can replace or clear it', async () => {
    const own = (await call<Customer>('POST', '/api/customers/', coordinator, { name: 'Tilaava Asiakas Oy' })).body;
    const created = await draft(coordinator, { customer: own.id });
    expect(created.status).toBe(201);
    expect(created.body.customer).toEqual({ id: own.id, name: 'Tilaava Asiakas Oy' });
    const url = `/transports/company/${String(created.body.id)}/`;
    expect((await call<Transport>('GET', url, coordinator)).body.customer).toEqual({
      id: own.id,
      name: 'Tilaava Asiakas Oy',
    });
    // a save that leaves the field out keeps it; null clears it
    expect((await call<Transport>('PATCH', url, coordinator, { vehicle: 'cus-102' })).body.customer?.id).toBe(own.id);
    expect((await call<Transport>('PATCH', url, coordinator, { customer: null })).body.customer).toBeNull();
  });

  it('refuses another account’s customer or an unknown id, in the request’s language', async () => {
    // the other account's admin is not a coordinator, so the other customer is planted in the database
    const otherCompany = await t.db
      .selectFrom('companies')
      .select('account_id')
      .where('name', '=', 'Demo Kuljetus Oy')
      .executeTakeFirstOrThrow();
    const foreign = await t.db
      .withTables<ChatTables & CustomerTables>()
      .insertInto('customers')
      .values({ account_id: otherCompany.account_id ?? 0, name: 'Toisen Tilin Asiakas Oy' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const id of [foreign.id, 999_999]) {
      const fi = await draft(coordinator, { customer: id, vehicle: 'cus-900' });
      expect(fi.status).toBe(400);
      expect(fi.body.customer).toEqual(['Valitse asiakas omista asiakkaistasi']);
      const en = await draft({ ...coordinator, 'accept-language': 'en' }, { customer: id, vehicle: 'cus-900' });
      expect(en.status).toBe(400);
      expect(en.body.customer).toEqual(['Choose one of your own customers']);
    }
    // nothing was written
    expect(await t.db.selectFrom('transports').select('id').where('vehicle', '=', 'CUS-900').execute()).toEqual([]);
  });

  it('refuses any customer from a company below account_type 9, which has no customers to choose', async () => {
    const fi = await draft(otherAccount, { customer: 1 });
    expect(fi.status).toBe(400);
    expect(fi.body.customer).toEqual(['Asiakkaan voi valita vain koordinoivan yrityksen tilaukseen']);
    const en = await draft({ ...otherAccount, 'accept-language': 'en' }, { customer: 1 });
    expect(en.body.customer).toEqual(['Only a coordinating company can choose a customer for an order']);
    // its transports carry none
    const plain = await draft(otherAccount, {});
    expect(plain.status).toBe(201);
    expect(plain.body.customer).toBeNull();
  });
});

describe('the customer’s chat', () => {
  it('opens the latest chat the caller is in, and creates one only when there is none', async () => {
    const customers = (await call<Customer[]>('GET', '/api/customers/', coordinator)).body;
    const demo = customers.find((row) => row.name === 'Demo Kuljetus Oy');
    const rengas = customers.find((row) => row.name === 'Rengas-Center Keski-Suomi');
    if (!demo || !rengas) throw new Error('seeded customers missing');

    const existing = await call<CustomerChat>('POST', `/api/customers/${String(demo.id)}/chat/`, coordinator);
    expect(existing.status).toBe(200);
    expect(existing.body.created).toBe(false);
    expect(existing.body.group.id).toBe(demo.latest_chat?.group_id);

    const created = await call<CustomerChat>('POST', `/api/customers/${String(rengas.id)}/chat/`, coordinator);
    expect(created.status).toBe(201);
    expect(created.body.created).toBe(true);
    expect(created.body.group).toMatchObject({
      name: 'Rengas-Center Keski-Suomi',
      chat_type: 'customer',
      customer: { id: rengas.id },
    });
    // the account's staff is the coordinator alone (drivers are added one by one) and the customer has no contact
    expect(created.body.group.members.map((member) => [member.user.email, member.role])).toEqual([
      ['coordinator@demo.siirto.fi', 'admin'],
    ]);
    // the chat is the coordinator's like any other: in the group list and as the customer's latest chat
    const groups = (await call<{ results: { id: number }[] }>('GET', '/chat/v1/groups/?limit=50', coordinator)).body;
    expect(groups.results.map((group) => group.id)).toContain(created.body.group.id);
    const again = await call<CustomerChat>('POST', `/api/customers/${String(rengas.id)}/chat/`, coordinator);
    expect(again.status).toBe(200);
    expect(again.body.group.id).toBe(created.body.group.id);
    const listed = (await call<Customer>('GET', `/api/customers/${String(rengas.id)}/`, coordinator)).body;
    expect(listed.latest_chat).toMatchObject({ group_id: created.body.group.id, latest_message_preview: null });
  });

  it('adds the customer’s contact person to a new chat', async () => {
    const customers = (await call<Customer[]>('GET', '/api/customers/', coordinator)).body;
    const provider = customers.find((row) => row.name === 'Siirto Palvelut Oy');
    if (!provider?.latest_chat) throw new Error('seeded chat missing');
    // the coordinator leaves the seeded chat, so the next open creates a new one with the contact person
    const group = (
      await call<{ members: { id: number; user: { email: string } }[] }>(
        'GET',
        `/api/chat/groups/${String(provider.latest_chat.group_id)}/`,
        coordinator,
      )
    ).body;
    const own = group.members.find((member) => member.user.email === 'coordinator@demo.siirto.fi');
    if (!own) throw new Error('not a member');
    const other = group.members.find((member) => member.user.email !== 'coordinator@demo.siirto.fi');
    if (!other) throw new Error('no other member');
    // promote the other member so the coordinator is not the last admin, then leave
    await t.db
      .withTables<ChatTables>()
      .updateTable('chat_members')
      .set({ role: 'admin' })
      .where('id', '=', other.id)
      .execute();
    expect((await call('DELETE', `/api/chat/members/${String(own.id)}/`, coordinator)).status).toBe(204);

    const created = await call<CustomerChat>('POST', `/api/customers/${String(provider.id)}/chat/`, coordinator);
    expect(created.status).toBe(201);
    expect(created.body.group.members.map((member) => member.user.email).sort()).toEqual([
      'coordinator@demo.siirto.fi',
      'staff@demo.siirto.fi',
    ]);
  });
});
