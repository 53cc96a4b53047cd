import { type ColumnType, type Generated, type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Chat (spec 2 §3 "Chat", §7 "Chat"): the customers of an account, its drivers (users who sign in and chat), chat
 * groups with members and roles, messages with attachments, per-member read marks, and the auth rate-limit
 * counters shared by every API process on one database.
 *
 * - A group belongs to the account of its creator (`account_id`); only its members read or write it.
 * - `last_sequence` counts the group's events (a message posted, a message deleted); every message keeps the
 *   sequence of its posting and every realtime event carries the group's sequence, so a client that sees a jump
 *   knows it missed something and refetches.
 * - A member's `last_read_sequence` is their read mark: unread = others' messages with a higher sequence.
 * - `client_id` makes a send idempotent: the same sender posting the same client id to the same group again gets
 *   the first message back.
 */
const statements = [
  `CREATE TABLE customers (
    id serial PRIMARY KEY,
    account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    name text NOT NULL,
    user_id integer REFERENCES users(id) ON DELETE SET NULL,
    created timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX customers_account_idx ON customers (account_id, name)`,
  `CREATE TABLE drivers (
    id serial PRIMARY KEY,
    account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created timestamptz NOT NULL DEFAULT now(),
    UNIQUE (account_id, user_id)
  )`,
  `CREATE TABLE chat_groups (
    id serial PRIMARY KEY,
    account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    name text NOT NULL,
    description text,
    chat_type text NOT NULL CHECK (chat_type IN ('customer', 'group')),
    customer_id integer REFERENCES customers(id) ON DELETE SET NULL,
    transport_id integer REFERENCES transports(id) ON DELETE SET NULL,
    group_image text,
    is_pinned boolean NOT NULL DEFAULT false,
    created_by integer REFERENCES users(id) ON DELETE SET NULL,
    created timestamptz NOT NULL DEFAULT now(),
    latest_message_at timestamptz,
    last_sequence bigint NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE chat_members (
    id serial PRIMARY KEY,
    group_id integer NOT NULL REFERENCES chat_groups(id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    role text NOT NULL CHECK (role IN ('admin', 'moderator', 'member')),
    last_read_sequence bigint NOT NULL DEFAULT 0,
    created timestamptz NOT NULL DEFAULT now(),
    UNIQUE (group_id, user_id)
  )`,
  `CREATE INDEX chat_members_user_idx ON chat_members (user_id, group_id)`,
  `CREATE TABLE chat_messages (
    id serial PRIMARY KEY,
    group_id integer NOT NULL REFERENCES chat_groups(id) ON DELETE CASCADE,
    sender_id integer REFERENCES users(id) ON DELETE SET NULL,
    sender_role text NOT NULL,
    content text NOT NULL DEFAULT '',
    client_id text,
    sequence bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX chat_messages_group_created_idx ON chat_messages (group_id, created_at DESC, id DESC)`,
  `CREATE INDEX chat_messages_group_sequence_idx ON chat_messages (group_id, sequence)`,
  `CREATE UNIQUE INDEX chat_messages_client_id_idx ON chat_messages (group_id, sender_id, client_id)
    WHERE client_id IS NOT NULL`,
  `CREATE TABLE chat_attachments (
    id serial PRIMARY KEY,
    message_id integer NOT NULL REFERENCES chat_messages(id) ON DELETE CASCADE,
    upload_id text NOT NULL REFERENCES uploads(id) ON DELETE CASCADE,
    file_name text NOT NULL,
    file_type text NOT NULL,
    file_size integer NOT NULL
  )`,
  `CREATE INDEX chat_attachments_message_idx ON chat_attachments (message_id, id)`,
  `CREATE TABLE rate_limit_windows (
    key text PRIMARY KEY,
    started_at timestamptz NOT NULL,
    count integer NOT NULL
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limit_windows',
    'chat_attachments',
    'chat_messages',
    'chat_members',
    'chat_groups',
    'drivers',
    'customers',
  ]) {
    await sql.raw(`DROP TABLE IF EXISTS ${table} CASCADE`).execute(db);
  }
}

// ---- Kysely types of these tables (src/db/schema.ts describes 001; these add to it) ----

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** bigint: pg answers text (PGlite a number); read through Number(). */
type BigIntColumn = ColumnType<number | string, number | undefined, number>;

export type ChatType = 'customer' | 'group';
export type ChatRole = 'admin' | 'moderator' | 'member';

export interface CustomersTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  /** The customer's contact person, a user who can sign in and chat. */
  user_id: Nullable<number>;
  created: CreatedAt;
}

export interface DriversTable {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  created: CreatedAt;
}

export interface ChatGroupsTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  description: Nullable<string>;
  chat_type: ChatType;
  customer_id: Nullable<number>;
  transport_id: Nullable<number>;
  group_image: Nullable<string>;
  is_pinned: Generated<boolean>;
  created_by: Nullable<number>;
  created: CreatedAt;
  latest_message_at: NullableTimestamp;
  last_sequence: Generated<number | string>;
}

export interface ChatMembersTable {
  id: Generated<number>;
  group_id: number;
  user_id: number;
  role: ChatRole;
  last_read_sequence: BigIntColumn;
  created: CreatedAt;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  group_id: number;
  sender_id: number | null;
  sender_role: ChatRole;
  content: Generated<string>;
  client_id: Nullable<string>;
  sequence: BigIntColumn;
  created_at: CreatedAt;
}

export interface ChatAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  upload_id: string;
  file_name: string;
  file_type: string;
  file_size: number;
}

export interface RateLimitWindowsTable {
  key: string;
  started_at: ColumnType<Date, Date | string, Date | string>;
  count: number;
}

export type ChatTables = {
  customers: CustomersTable;
  drivers: DriversTable;
  chat_groups: ChatGroupsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  chat_attachments: ChatAttachmentsTable;
  rate_limit_windows: RateLimitWindowsTable;
};

export type ChatDatabase = Database & ChatTables;
