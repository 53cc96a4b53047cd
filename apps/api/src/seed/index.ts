/**
 * Demo data for an EMPTY database (server.ts calls `seed` once when there are no users).
 * Everything is written in one transaction, one seeder per table (seeders.ts, transport-seeder.ts); ids come out
 * the same on every fresh database (see the README of apps/api for the seeded ids).
 */
import type { Db } from '../db/database.ts';
import type { BusinessTables } from '../db/migrations/002_business.ts';
import { companies, DEMO_PASSWORD, locations, users, usersSeededLast } from './demo-data.ts';
import {
  HOUR,
  type SeedContext,
  seedAccounts,
  seedAccountUsers,
  seedBusinessLocations,
  seedCities,
  seedCompanies,
  seedCompanyContacts,
  seedCompanyTransportPricing,
  seedCompanyUsers,
  seedInvitations,
  seedLicences,
  seedNewFeatures,
  seedPriceListRows,
  seedUsers,
  type Tx,
  userKeys,
  usersSeededFirst,
} from './seeders.ts';
import { quarter, seedTransports } from './transport-seeder.ts';
import { chatDrivers, seedChat } from './chat-seeder.ts';

export interface SeedOptions {
  log?: (line: string) => void;
  /** The moment the demo is built around (transport times are relative to it). */
  now?: Date;
}

export async function seed(database: Db, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const now = quarter(options.now ?? new Date());
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  await database
    .withTables<BusinessTables>()
    .transaction()
    .execute(async (tx: Tx) => {
      const context: SeedContext = { tx, now, ago };
      const cityCount = await seedCities(context);
      const licenceIds = await seedLicences(context);
      const accountIds = await seedAccounts(context, licenceIds);
      const companyIds = await seedCompanies(context, accountIds);
      const locationIds = await seedBusinessLocations(context, companyIds);
      const userIds = await seedUsers(context, usersSeededFirst);
      await seedCompanyUsers(context, { userIds, companyIds, locationIds }, usersSeededFirst);
      await seedAccountUsers(context, { userIds, companyIds, accountIds }, usersSeededFirst);
      await seedInvitations(context, { companyIds, locationIds, userIds });
      await seedNewFeatures(context);
      await seedCompanyContacts(context, companyIds);
      const serviceIds = await seedPriceListRows(context);
      await seedCompanyTransportPricing(context, companyIds);
      const transportCount = await seedTransports(context, { companyIds, userIds, locationIds, serviceIds });
      const chat = await seedChat(context, {
        coordinatorUserId: userIds.coordinator,
        coordinatorCompanyId: companyIds.coordinator,
        coordinatorAccountId: accountIds.coordinator,
        customerUsers: { demo: userIds.admin, provider: userIds.staff },
      });
      // after the chat's drivers, who keep their ids: the admin of the empty company
      Object.assign(userIds, await seedUsers(context, usersSeededLast));
      await seedCompanyUsers(context, { userIds, companyIds, locationIds }, usersSeededLast);
      await seedAccountUsers(context, { userIds, companyIds, accountIds }, usersSeededLast);
      log(
        `Seeded ${cityCount} cities, ${Object.keys(companies).length} companies, ${userKeys.length} users, ` +
          `${Object.keys(locations).length} business locations, ${transportCount} transports and ${chat.groups} chat groups with ${chat.messages} messages in ${Date.now() - started} ms.`,
      );
    });

  log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const key of userKeys) {
    const user = users[key];
    const company = companies[user.company];
    const what = user.isStaff
      ? 'staff user'
      : key === 'empty'
        ? 'account_type 9, a company without any data (empty states)'
        : company.accountType === 9
          ? 'account_type 9 coordinator'
          : !company.accepted
            ? 'company awaiting approval'
            : user.isAdmin
              ? 'company admin'
              : `user, role ${user.role}`;
    log(`  ${user.email.padEnd(32)} ${what} (${company.name})`);
  }
  for (const driver of chatDrivers)
    log(`  ${driver.email.padEnd(32)} driver, chats with the coordinator (Siirtokeskus Oy)`);
}
