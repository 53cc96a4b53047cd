/**
 * The chat's HTTP calls (spec 2 §7 "Chat") on the seeded coordinator: groups pinned first, messages newest first,
 * send / idempotent send / delete, members and roles, unread counts and read marks, membership 404s and tenant
 * isolation. Every answer is checked against openapi.yaml by the harness.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatTables } from '../src/db/migrations/009_chat.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
type Headers = { authorization: string };
let coordinator: Headers;
let driver: Headers;
let driver2: Headers;
let customer: Headers;
let outsider: Headers;

interface Group {
  id: number;
  name: string;
  chat_type: string;
  is_pinned: boolean;
  unread_count: number;
  latest_message_at: string | null;
  sequence: number;
  members: { id: number; role: string; user: { id: number; email: string } }[];
  customer: { id: number; name: string } | null;
}
interface Message {
  id: number;
  content: string;
  client_id: string | null;
  sequence: number;
  sender: { id: number };
  sender_role: string;
  created_at: string;
}
interface Page<T> {
  count: number;
  results: T[];
  next: string | null;
  sequence?: number;
}

beforeAll(async () => {
  t = await createTestApp();
  coordinator = (await t.loginAs('coordinator@demo.siirto.fi')).headers;
  driver = (await t.loginAs('kuljettaja@demo.siirto.fi')).headers;
  driver2 = (await t.loginAs('kuljettaja2@demo.siirto.fi')).headers;
  customer = (await t.loginAs('admin@demo.siirto.fi')).headers;
  outsider = (await t.loginAs('laura.nieminen@demo.siirto.fi')).headers;
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the answer's type
const get = async <T>(url: string, headers: Headers) => {
  const response = await t.request({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>() };
};
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the answer's type
const post = async <T>(url: string, headers: Headers, payload: Record<string, unknown>) => {
  const response = await t.request({ method: 'POST', url, headers, payload });
  return { status: response.statusCode, body: response.json<T>() };
};

async function groupsOf(headers: Headers) {
  return (await get<Page<Group>>('/chat/v1/groups/?limit=20&offset=0&ordering=-is_pinned,-latest_message_at', headers))
    .body;
}
async function groupNamed(headers: Headers, name: string) {
  const group = (await groupsOf(headers)).results.find((candidate) => candidate.name === name);
  if (!group) throw new Error(`no group ${name}`);
  return group;
}

describe('groups', () => {
  it('lists the coordinator’s groups pinned first, then by latest message, with unread counts', async () => {
    const page = await groupsOf(coordinator);
    expect(page.count).toBe(4);
    expect(page.results.map((group) => group.name)).toEqual([
      'Demo Kuljetus Oy',
      'Kuljettajat',
      'Siirto Palvelut Oy',
      'Autotalo Laine Oy',
    ]);
    expect(page.results[0]?.is_pinned).toBe(true);
    const unread = Object.fromEntries(page.results.map((group) => [group.name, group.unread_count]));
    // The seed leaves the coordinator's read mark three messages back in these two; own messages never count.
    expect(unread).toEqual({ 'Demo Kuljetus Oy': 0, Kuljettajat: 3, 'Siirto Palvelut Oy': 2, 'Autotalo Laine Oy': 0 });
  });

  it('pages the group list by 20 by default and by limit/offset', async () => {
    const second = (await get<Page<Group>>('/chat/v1/groups/?limit=2&offset=2', coordinator)).body;
    expect(second.count).toBe(4);
    expect(second.results.map((group) => group.name)).toEqual(['Siirto Palvelut Oy', 'Autotalo Laine Oy']);
    expect(second.next).toBeNull();
  });

  it('shows a driver only the groups they are a member of', async () => {
    const page = await groupsOf(driver2);
    expect(page.results.map((group) => group.name).sort()).toEqual(['Autotalo Laine Oy', 'Kuljettajat']);
  });

  it('lists the account’s customers and users (staff and drivers), never another account’s', async () => {
    const customers = (await get<{ name: string }[]>('/api/customers/', coordinator)).body;
    expect(customers.map((row) => row.name)).toEqual([
      'Autotalo Laine Oy',
      'Demo Kuljetus Oy',
      'Rengas-Center Keski-Suomi',
      'Siirto Palvelut Oy',
    ]);
    const users = (await get<{ email: string }[]>('/api/accounts/user-accounts/', coordinator)).body;
    expect(users.map((user) => user.email).sort()).toEqual([
      'coordinator@demo.siirto.fi',
      'kuljettaja2@demo.siirto.fi',
      'kuljettaja@demo.siirto.fi',
    ]);
    const theirs = (await get<{ name: string }[]>('/api/customers/', customer)).body;
    expect(theirs).toEqual([]);
  });

  it('creates a customer chat with all members and the customer; a customer must be chosen', async () => {
    const customers = (await get<{ id: number; name: string }[]>('/api/customers/', coordinator)).body;
    const laine = customers.find((row) => row.name === 'Siirto Palvelut Oy');
    const missing = await post<Record<string, string[]>>('/api/chat/groups/', coordinator, {
      name: 'Ilman asiakasta',
      chat_type: 'customer',
      add_all_members: true,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.customer).toEqual(['Valitse asiakas']);
    const created = await post<Group>('/api/chat/groups/', coordinator, {
      name: 'Uusi asiakaskeskustelu',
      description: 'Asiakaskeskustelu',
      chat_type: 'customer',
      customer: laine?.id,
      add_all_members: true,
      add_customer: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.customer?.name).toBe('Siirto Palvelut Oy');
    expect(created.body.members.map((member) => [member.user.email, member.role]).sort()).toEqual([
      ['coordinator@demo.siirto.fi', 'admin'],
      ['staff@demo.siirto.fi', 'member'],
    ]);
    // The customer's contact (another company's user) now sees the group.
    const seen = await get<Group>(
      `/api/chat/groups/${String(created.body.id)}/`,
      (await t.loginAs('staff@demo.siirto.fi')).headers,
    );
    expect(seen.status).toBe(200);
  });

  it('refuses another account’s customer as if it did not exist', async () => {
    const demoAccount = await t.db
      .selectFrom('companies')
      .select('account_id')
      .where('name', '=', 'Demo Kuljetus Oy')
      .executeTakeFirstOrThrow();
    const foreign = await t.db
      .withTables<ChatTables>()
      .insertInto('customers')
      .values({ account_id: demoAccount.account_id ?? 0, name: 'Vieras asiakas', user_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await post<Record<string, string[]>>('/api/chat/groups/', coordinator, {
      name: 'Vieras',
      chat_type: 'customer',
      customer: foreign.id,
    });
    expect(response.status).toBe(400);
    expect(response.body.customer).toEqual(['Valitse asiakas']);
  });

  it('creates a team group with an empty description; drivers cannot create groups', async () => {
    const created = await post<Group>('/api/chat/groups/', coordinator, {
      name: 'Iltavuoro',
      description: '',
      chat_type: 'group',
    });
    expect(created.status).toBe(201);
    expect(created.body.chat_type).toBe('group');
    expect(created.body.members.map((member) => member.role)).toEqual(['admin']);
    const refused = await post('/api/chat/groups/', driver, { name: 'Oma', description: '', chat_type: 'group' });
    expect(refused.status).toBe(403);
  });

  it('lets only its admin delete a group, with its messages; then it is gone for every member', async () => {
    const created = await post<Group>('/api/chat/groups/', coordinator, {
      name: 'Poistettava',
      description: '',
      chat_type: 'group',
    });
    const url = `/api/chat/groups/${String(created.body.id)}/`;
    const driverId = (await get<{ id: number }>('/users/me/', driver)).body.id;
    await post('/api/chat/members/', coordinator, { chat_group: created.body.id, user: driverId, role: 'moderator' });
    const sent = await post(`/chat/v1/groups/${String(created.body.id)}/messages/`, driver, { content: 'Hei' });
    expect(sent.status).toBe(201);
    // a moderator is not the admin: 403 in the request's language
    const byModerator = await t.request({ method: 'DELETE', url, headers: { ...driver, 'accept-language': 'en' } });
    expect(byModerator.statusCode).toBe(403);
    expect(byModerator.json()).toEqual({ detail: 'Only the chat admin can delete the chat' });
    expect((await t.request({ method: 'DELETE', url, headers: outsider })).statusCode).toBe(404);
    const deleted = await t.request({ method: 'DELETE', url, headers: coordinator });
    expect(deleted.statusCode).toBe(204);
    for (const headers of [coordinator, driver]) {
      expect((await get(url, headers)).status).toBe(404);
      expect((await get(`/chat/v1/groups/${String(created.body.id)}/messages/`, headers)).status).toBe(404);
      expect((await groupsOf(headers)).results.some((group) => group.id === created.body.id)).toBe(false);
    }
    expect((await t.request({ method: 'DELETE', url, headers: coordinator })).statusCode).toBe(404);
  });
});

describe('messages', () => {
  it('answers the newest 21 first, older pages by offset, and the first page marks the group read', async () => {
    const group = await groupNamed(coordinator, 'Demo Kuljetus Oy');
    const first = await get<Page<Message>>(
      `/chat/v1/groups/${String(group.id)}/messages/?chat_id=${String(group.id)}&offset=0&limit=21&ordering=-created_at`,
      coordinator,
    );
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(1000);
    expect(first.body.results).toHaveLength(21);
    expect(first.body.sequence).toBe(1000);
    const sequences = first.body.results.map((message) => message.sequence);
    expect(sequences[0]).toBe(1000);
    expect(sequences).toEqual([...sequences].sort((a, b) => b - a));
    const older = await get<Page<Message>>(
      `/chat/v1/groups/${String(group.id)}/messages/?offset=21&limit=21`,
      coordinator,
    );
    expect(older.body.results[0]?.sequence).toBe(979);
    const last = await get<Page<Message>>(
      `/chat/v1/groups/${String(group.id)}/messages/?offset=990&limit=21`,
      coordinator,
    );
    expect(last.body.results).toHaveLength(10);
    expect(last.body.next).toBeNull();

    const team = await groupNamed(coordinator, 'Kuljettajat');
    expect(team.unread_count).toBe(3);
    await get(`/chat/v1/groups/${String(team.id)}/messages/?limit=21`, coordinator);
    expect((await groupNamed(coordinator, 'Kuljettajat')).unread_count).toBe(0);
  });

  it('sends, counts it unread for the others, and a repeated client id posts nothing', async () => {
    const group = await groupNamed(coordinator, 'Kuljettajat');
    const url = `/chat/v1/groups/${String(group.id)}/messages/`;
    const before = (await groupNamed(driver, 'Kuljettajat')).unread_count;
    const sent = await post<Message>(url, coordinator, { content: '<p>Hei kaikki</p>', client_id: 'c-0001-abcdef' });
    expect(sent.status).toBe(201);
    expect(sent.body.client_id).toBe('c-0001-abcdef');
    expect(sent.body.sequence).toBe(group.sequence + 1);
    expect(sent.body.sender_role).toBe('admin');
    const again = await post<Message>(url, coordinator, { content: '<p>Hei kaikki</p>', client_id: 'c-0001-abcdef' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(sent.body.id);
    const [a, b] = await Promise.all([
      post<Message>(url, coordinator, { content: 'rinnakkain', client_id: 'c-0002-parallel' }),
      post<Message>(url, coordinator, { content: 'rinnakkain', client_id: 'c-0002-parallel' }),
    ]);
    expect(a.body.id).toBe(b.body.id);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect((await groupNamed(driver, 'Kuljettajat')).unread_count).toBe(before + 2);
    const page = (await get<Page<Message>>(`${url}?limit=10`, driver)).body;
    expect(page.results.filter((message) => message.content === 'rinnakkain')).toHaveLength(1);
    expect(page.results.filter((message) => message.client_id === 'c-0001-abcdef')).toHaveLength(1);
    // The driver read the newest page: nothing unread.
    expect((await groupNamed(driver, 'Kuljettajat')).unread_count).toBe(0);
    await post<Message>(url, coordinator, { content: 'vielä yksi' });
    expect((await groupNamed(driver, 'Kuljettajat')).unread_count).toBe(1);
    expect((await groupNamed(coordinator, 'Kuljettajat')).unread_count).toBe(0);
  });

  it('needs text or an attachment, and a message from a member is on the member side', async () => {
    const group = await groupNamed(driver, 'Kuljettajat');
    const url = `/chat/v1/groups/${String(group.id)}/messages/`;
    for (const content of ['', '   ', '<p> </p>', '<script>alert(1)</script>']) {
      const empty = await post<Record<string, string[]>>(url, driver, { content });
      expect(empty.status).toBe(400);
      expect(empty.body.content).toEqual(['Kirjoita viesti tai lisää liite']);
    }
    const sent = await post<Message>(url, driver, { content: 'Perillä' });
    expect(sent.body.sender_role).toBe('member');
  });

  it('lets only the sender delete a message', async () => {
    const group = await groupNamed(coordinator, 'Kuljettajat');
    const url = `/chat/v1/groups/${String(group.id)}/messages/`;
    const sent = await post<Message>(url, driver, { content: 'poistettava' });
    const byOther = await t.request({ method: 'DELETE', url: `${url}${String(sent.body.id)}/`, headers: coordinator });
    expect(byOther.statusCode).toBe(403);
    const bySender = await t.request({ method: 'DELETE', url: `${url}${String(sent.body.id)}/`, headers: driver });
    expect(bySender.statusCode).toBe(204);
    const page = (await get<Page<Message>>(`${url}?limit=10`, coordinator)).body;
    expect(page.results.some((message) => message.id === sent.body.id)).toBe(false);
    // A deletion is an event too: the group's sequence moved past the message's.
    expect(page.sequence).toBeGreaterThan(sent.body.sequence);
    const twice = await t.request({ method: 'DELETE', url: `${url}${String(sent.body.id)}/`, headers: driver });
    expect(twice.statusCode).toBe(404);
  });
});

describe('members', () => {
  it('offers the account’s people who are not members, and admins add and remove them with a role', async () => {
    const group = await groupNamed(coordinator, 'Siirto Palvelut Oy');
    const available = (
      await get<{ email: string; id: number }[]>(`/api/chat/groups/${String(group.id)}/available-users/`, coordinator)
    ).body;
    expect(available.map((user) => user.email).sort()).toEqual([
      'kuljettaja2@demo.siirto.fi',
      'kuljettaja@demo.siirto.fi',
    ]);
    const driverId = available.find((user) => user.email === 'kuljettaja@demo.siirto.fi')?.id;
    const added = await post<{ id: number; role: string }>('/api/chat/members/', coordinator, {
      chat_group: group.id,
      user: driverId,
      role: 'moderator',
    });
    expect(added.status).toBe(201);
    expect(added.body.role).toBe('moderator');
    // The new member reads the history, with nothing of it unread.
    expect((await groupNamed(driver, 'Siirto Palvelut Oy')).unread_count).toBe(0);
    const duplicate = await post('/api/chat/members/', coordinator, {
      chat_group: group.id,
      user: driverId,
      role: 'member',
    });
    expect(duplicate.status).toBe(400);
    const badRole = await post('/api/chat/members/', coordinator, {
      chat_group: group.id,
      user: driverId,
      role: 'owner',
    });
    expect(badRole.status).toBe(400);
    // Laura is not one of the account's people.
    const lauraId = (await get<{ id: number }>('/users/me/', outsider)).body.id;
    const stranger = await post('/api/chat/members/', coordinator, {
      chat_group: group.id,
      user: lauraId,
      role: 'member',
    });
    expect(stranger.status).toBe(400);
    // A plain member cannot manage members; a member can leave.
    const customerMember = group.members.find((member) => member.user.email === 'staff@demo.siirto.fi');
    const staffHeaders = (await t.loginAs('staff@demo.siirto.fi')).headers;
    const byMember = await t.request({
      method: 'DELETE',
      url: `/api/chat/members/${String(added.body.id)}/`,
      headers: staffHeaders,
    });
    expect(byMember.statusCode).toBe(403);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/chat/members/${String(added.body.id)}/`,
      headers: coordinator,
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/chat/groups/${String(group.id)}/`, driver)).status).toBe(404);
    const left = await t.request({
      method: 'DELETE',
      url: `/api/chat/members/${String(customerMember?.id)}/`,
      headers: staffHeaders,
    });
    expect(left.statusCode).toBe(204);
  });

  it('keeps the last admin', async () => {
    const group = await groupNamed(coordinator, 'Autotalo Laine Oy');
    const admin = group.members.find((member) => member.role === 'admin');
    const response = await t.request({
      method: 'DELETE',
      url: `/api/chat/members/${String(admin?.id)}/`,
      headers: coordinator,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('only members, and never another tenant', () => {
  it('answers 404 for every group id to a user who is not a member', async () => {
    const group = await groupNamed(coordinator, 'Kuljettajat');
    const message = (await get<Page<Message>>(`/chat/v1/groups/${String(group.id)}/messages/?limit=1`, coordinator))
      .body.results[0];
    const member = group.members[0];
    for (const headers of [outsider, customer]) {
      const calls = [
        t.request({ method: 'GET', url: `/api/chat/groups/${String(group.id)}/`, headers }),
        t.request({ method: 'GET', url: `/api/chat/groups/${String(group.id)}/available-users/`, headers }),
        t.request({ method: 'GET', url: `/chat/v1/groups/${String(group.id)}/messages/`, headers }),
        t.request({
          method: 'POST',
          url: `/chat/v1/groups/${String(group.id)}/messages/`,
          headers,
          payload: { content: 'x' },
        }),
        t.request({
          method: 'DELETE',
          url: `/chat/v1/groups/${String(group.id)}/messages/${String(message?.id)}/`,
          headers,
        }),
        t.request({ method: 'DELETE', url: `/api/chat/members/${String(member?.id)}/`, headers }),
        t.request({ method: 'DELETE', url: `/api/chat/groups/${String(group.id)}/`, headers }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Kuljettajat');
      }
      const add = await post<Record<string, string[]>>('/api/chat/members/', headers, {
        chat_group: group.id,
        user: 1,
        role: 'member',
      });
      expect(add.status).toBe(400);
      expect((await groupsOf(headers)).results.some((candidate) => candidate.id === group.id)).toBe(false);
    }
  });

  it('answers 401 without a token', async () => {
    const response = await t.request({ method: 'GET', url: '/chat/v1/groups/' });
    expect(response.statusCode).toBe(401);
  });
});
