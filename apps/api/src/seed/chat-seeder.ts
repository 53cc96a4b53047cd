/**
 * Chat demo data for the coordinator (Siirtokeskus Oy, account_type 9): two drivers who sign in, customers, and
 * chat groups with history, one of them with 1,000 messages (inserted in one statement, so seeding stays fast).
 */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords.ts';
import type { ChatRole, ChatTables } from '../db/migrations/009_chat.ts';
import type { CustomerTables } from '../db/migrations/010_customers.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { placeholderPhoto } from './placeholder-image.ts';
import { HOUR, type SeedContext } from './seeders.ts';

export const chatDrivers = [
  { email: 'kuljettaja@demo.siirto.fi', firstName: 'Jari', lastName: 'Salonen', phone: '+358401112222' },
  { email: 'kuljettaja2@demo.siirto.fi', firstName: 'Petri', lastName: 'Heikkinen', phone: '+358402223333' },
] as const;

/** The size of the long demo history (the coordinator's pinned customer chat). */
export const LONG_HISTORY_MESSAGES = 1000;

const LINES = [
  'Huomenta! Auto on noudettavissa klo 8 alkaen.',
  'Selvä, olen paikalla noin 8.15.',
  'Avaimet ovat vastaanotossa, kysy Mattia.',
  'Auto noudettu, lähden nyt Tampereelle.',
  'Ruuhkaa Kehä I:llä, arvioitu saapuminen 20 min myöhemmin.',
  'Kiitos tiedosta!',
  'Perillä. Kilometrilukema kirjattu ja kuvat otettu.',
  'Loistavaa, kiitos nopeasta toimituksesta.',
  '<p>Muistathan <strong>tankata</strong> ennen luovutusta.</p>',
  'Tankattu, kuitti lisätty kuluihin.',
];

/** A tiny but whole PDF (one empty page). */
function demoPdf(): Buffer {
  const objects = [
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += `${object}\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer <</Size ${String(objects.length + 1)} /Root 1 0 R>>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function seedChat(
  { tx, now }: SeedContext,
  ids: {
    coordinatorUserId: number;
    coordinatorCompanyId: number;
    coordinatorAccountId: number;
    customerUsers: { demo: number; provider: number };
  },
): Promise<{ groups: number; messages: number }> {
  const db = tx.withTables<ChatTables>();
  const hash = await hashPassword(DEMO_PASSWORD);
  const driverIds: number[] = [];
  for (const driver of chatDrivers) {
    const joined = new Date(now.getTime() - 200 * 24 * HOUR);
    const user = await db
      .insertInto('users')
      .values({
        username: driver.email,
        email: driver.email,
        password_hash: hash,
        first_name: driver.firstName,
        last_name: driver.lastName,
        phone: driver.phone,
        language: 'fi',
        is_active: true,
        email_confirmed: true,
        new_features_readed: now,
        user_activated_date: joined,
        date_joined: joined,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    driverIds.push(user.id);
    // Drivers sign in to the coordinator's company (its top navigation and chat) and are marked as drivers.
    await db
      .insertInto('company_users')
      .values({ company_id: ids.coordinatorCompanyId, user_id: user.id, role: 3, created: joined })
      .execute();
    await db
      .insertInto('drivers')
      .values({ account_id: ids.coordinatorAccountId, user_id: user.id, created: joined })
      .execute();
  }
  const [driverA = 0, driverB = 0] = driverIds;
  // The coordinator's transports with a driver are driven by these two (the driver's calls /driver/transports/):
  // reserved ones by the second, the others by the first.
  const driven = await db
    .selectFrom('transports')
    .select(['id', 'state'])
    .where('company_id', '=', ids.coordinatorCompanyId)
    .where('state', 'in', [4, 5, 6, 7, 9])
    .execute();
  for (const row of driven) {
    const index = row.state === 4 ? 1 : 0;
    const driver = chatDrivers[index];
    await db
      .updateTable('transports')
      .set({
        driver_user_id: driverIds[index] ?? null,
        driver_full_name: `${driver.firstName} ${driver.lastName}`,
        driver_phone: driver.phone,
      })
      .where('id', '=', row.id)
      .execute();
  }

  const customerRows = await tx
    .withTables<ChatTables & CustomerTables>()
    .insertInto('customers')
    .values(
      [
        ['Demo Kuljetus Oy', ids.customerUsers.demo, '2605785-7', 'tilaukset@demokuljetus.fi', '+358401234567'],
        ['Siirto Palvelut Oy', ids.customerUsers.provider, '2211451-9', 'palvelu@siirtopalvelut.fi', null],
        ['Autotalo Laine Oy', null, '0112038-9', null, '+358207654321'],
        ['Rengas-Center Keski-Suomi', null, null, null, null],
      ].map(([name, userId, businessId, email, phone]) => ({
        account_id: ids.coordinatorAccountId,
        name: name as string,
        user_id: userId as number | null,
        business_id: businessId as string | null,
        email: email as string | null,
        phone: phone as string | null,
        created: new Date(now.getTime() - 60 * 24 * HOUR),
      })),
    )
    .returning('id')
    .execute();
  const [demoCustomer, providerCustomer, laineCustomer] = customerRows.map((row) => row.id);
  // The coordinator's transports are driven for its customers (the customers screen counts the open ones):
  // round robin over the first three customers, in id order; Rengas-Center has none.
  const coordinatorTransports = await db
    .selectFrom('transports')
    .select('id')
    .where('company_id', '=', ids.coordinatorCompanyId)
    .orderBy('id')
    .execute();
  const linked = [demoCustomer, providerCustomer, laineCustomer];
  for (const [index, row] of coordinatorTransports.entries()) {
    await tx
      .withTables<CustomerTables>()
      .updateTable('transports')
      .set({ customer_id: linked[index % linked.length] ?? null })
      .where('id', '=', row.id)
      .execute();
  }
  const transport = await db
    .selectFrom('transports')
    .select('id')
    .where('company_id', '=', ids.coordinatorCompanyId)
    .orderBy('id')
    .executeTakeFirst();

  const coordinator = ids.coordinatorUserId;
  const minute = 60_000;
  let messageCount = 0;

  async function group(
    values: {
      name: string;
      description: string | null;
      chatType: 'customer' | 'group';
      customerId: number | null;
      transportId?: number | null;
      pinned?: boolean;
    },
    members: [number, ChatRole][],
    history: { senderId: number; content: string; minutesAgo: number }[],
    unreadFor: number[] = [],
  ) {
    const latest = history.at(-1);
    const row = await db
      .insertInto('chat_groups')
      .values({
        account_id: ids.coordinatorAccountId,
        name: values.name,
        description: values.description,
        chat_type: values.chatType,
        customer_id: values.customerId,
        transport_id: values.transportId ?? null,
        is_pinned: values.pinned ?? false,
        created_by: coordinator,
        created: new Date(now.getTime() - 30 * 24 * HOUR),
        latest_message_at: latest ? new Date(now.getTime() - latest.minutesAgo * minute) : null,
        last_sequence: history.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const roleOf = new Map(members);
    await db
      .insertInto('chat_members')
      .values(
        members.map(([userId, role]) => ({
          group_id: row.id,
          user_id: userId,
          role,
          // Everyone has read everything, except the users with unread messages (the last three are new to them).
          last_read_sequence: unreadFor.includes(userId) ? Math.max(0, history.length - 3) : history.length,
        })),
      )
      .execute();
    const inserted =
      history.length === 0
        ? []
        : await db
            .insertInto('chat_messages')
            .values(
              history.map((message, index) => ({
                group_id: row.id,
                sender_id: message.senderId,
                sender_role: roleOf.get(message.senderId) ?? 'member',
                content: message.content,
                sequence: index + 1,
                created_at: new Date(now.getTime() - message.minutesAgo * minute),
              })),
            )
            .returning(['id', 'sequence'])
            .execute();
    messageCount += history.length;
    return { id: row.id, messages: inserted };
  }

  // The pinned customer chat with a long history: 1,000 messages over about three weeks.
  const longHistory = Array.from({ length: LONG_HISTORY_MESSAGES }, (_, index) => {
    const senders = [coordinator, driverA, ids.customerUsers.demo];
    return {
      senderId: senders[index % 3 === 0 ? 0 : index % 3 === 1 ? 1 : 2] ?? coordinator,
      content: LINES[index % LINES.length] ?? '',
      minutesAgo: (LONG_HISTORY_MESSAGES - index) * 30 + 5,
    };
  });
  await group(
    {
      name: 'Demo Kuljetus Oy',
      description: 'Asiakaskeskustelu',
      chatType: 'customer',
      customerId: demoCustomer ?? null,
      pinned: true,
    },
    [
      [coordinator, 'admin'],
      [driverA, 'member'],
      [ids.customerUsers.demo, 'member'],
    ],
    longHistory,
  );

  const team = await group(
    { name: 'Kuljettajat', description: '', chatType: 'group', customerId: null },
    [
      [coordinator, 'admin'],
      [driverA, 'member'],
      [driverB, 'member'],
    ],
    [
      { senderId: coordinator, content: 'Huomisen ajot on jaettu, tarkistakaa listat.', minutesAgo: 180 },
      { senderId: driverA, content: 'Kiitos, katsottu.', minutesAgo: 170 },
      { senderId: driverB, content: 'Rahtikirja liitteenä.', minutesAgo: 60 },
      { senderId: driverB, content: 'Ja kuva vauriosta takapuskurissa.', minutesAgo: 58 },
      { senderId: driverA, content: 'Olen Jyväskylässä noin klo 15.', minutesAgo: 20 },
    ],
    [coordinator],
  );
  const pdf = demoPdf();
  const photo = placeholderPhoto([180, 40, 40]);
  const attachments = [
    { message: team.messages[2], fileName: 'rahtikirja.pdf', type: 'application/pdf', bytes: pdf },
    { message: team.messages[3], fileName: 'vaurio.png', type: 'image/png', bytes: photo },
  ];
  for (const attachment of attachments) {
    if (!attachment.message) continue;
    const uploadId = randomBytes(18).toString('base64url');
    await db
      .insertInto('uploads')
      .values({
        id: uploadId,
        owner_user_id: driverB,
        content_type: attachment.type,
        size: attachment.bytes.length,
        data: attachment.bytes,
        created: now,
      })
      .execute();
    await db
      .insertInto('chat_attachments')
      .values({
        message_id: attachment.message.id,
        upload_id: uploadId,
        file_name: attachment.fileName,
        file_type: attachment.type,
        file_size: attachment.bytes.length,
      })
      .execute();
  }

  await group(
    {
      name: 'Siirto Palvelut Oy',
      description: 'Asiakaskeskustelu',
      chatType: 'customer',
      customerId: providerCustomer ?? null,
    },
    [
      [coordinator, 'admin'],
      [ids.customerUsers.provider, 'member'],
    ],
    [
      {
        senderId: ids.customerUsers.provider,
        content: 'Hei, tarvitsemme kolme siirtoa ensi viikolle.',
        minutesAgo: 600,
      },
      { senderId: coordinator, content: 'Onnistuu, lähetättekö tilaukset järjestelmään?', minutesAgo: 590 },
      { senderId: ids.customerUsers.provider, content: 'Lähetetty. Yksi niistä on kiireellinen.', minutesAgo: 120 },
      { senderId: ids.customerUsers.provider, content: 'Voitteko vahvistaa aikataulun?', minutesAgo: 45 },
    ],
    [coordinator],
  );

  await group(
    {
      name: 'Autotalo Laine Oy',
      description: 'Asiakaskeskustelu',
      chatType: 'customer',
      customerId: laineCustomer ?? null,
      transportId: transport?.id ?? null,
    },
    [
      [coordinator, 'admin'],
      [driverB, 'member'],
    ],
    [],
  );
  return { groups: 4, messages: messageCount };
}
