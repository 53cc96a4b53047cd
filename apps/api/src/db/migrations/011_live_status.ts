import { type ColumnType, type Kysely, sql } from 'kysely';

/**
 * Live status (issue 19): the driver a transport is assigned to (a user who signs in, table `drivers`), the car's
 * last position the driver reported with its time, and each company's live-event sequence (one more for every
 * `transport_state` / `transport_position` event sent to its users, so a client that sees a jump catches up).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE transports ADD COLUMN driver_user_id integer REFERENCES users(id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`ALTER TABLE transports ADD COLUMN car_position jsonb`.execute(db);
  await sql`ALTER TABLE transports ADD COLUMN car_position_time timestamptz`.execute(db);
  await sql`CREATE INDEX transports_driver_user_idx ON transports (driver_user_id) WHERE driver_user_id IS NOT NULL`.execute(
    db,
  );
  await sql`ALTER TABLE companies ADD COLUMN live_sequence bigint NOT NULL DEFAULT 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE companies DROP COLUMN live_sequence`.execute(db);
  await sql`DROP INDEX IF EXISTS transports_driver_user_idx`.execute(db);
  await sql`ALTER TABLE transports DROP COLUMN car_position_time`.execute(db);
  await sql`ALTER TABLE transports DROP COLUMN car_position`.execute(db);
  await sql`ALTER TABLE transports DROP COLUMN driver_user_id`.execute(db);
}

/** The companies column this migration adds (the transports columns are in src/db/schema.ts's TransportsTable). */
export type LiveStatusTables = {
  companies: {
    /** bigint: pg answers text (PGlite a number); read through Number(). */
    live_sequence: ColumnType<number | string, number | undefined, number>;
  };
};
