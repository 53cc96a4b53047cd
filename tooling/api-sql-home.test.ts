import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The query builder calls that write SQL; only an area's repository.ts may make them (apps/api/README.md, Layout). */
const SQL_CALL = /\b(?:selectFrom|insertInto|updateTable|deleteFrom)\b/;

/** Of these files (path → source), the ones other than repository.ts files that make a SQL call. */
function sqlOutsideRepositories(files: Map<string, string>): string[] {
  return [...files]
    .filter(([file, source]) => path.basename(file) !== 'repository.ts' && SQL_CALL.test(source))
    .map(([file]) => file)
    .sort();
}

/** Every .ts file under `dir` with its source. */
function sources(dir: string): Map<string, string> {
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts'));
  return new Map(files.map((file) => [path.join(dir, file), readFileSync(path.join(dir, file), 'utf8')]));
}

describe('apps/api routes', () => {
  it('write SQL only in <area>/repository.ts files', () => {
    const routes = sources(path.join('apps', 'api', 'src', 'routes'));
    expect(routes.size).toBeGreaterThan(30);
    expect(sqlOutsideRepositories(routes)).toEqual([]);
  });

  it('are read by the check: a query in a route file is found, the same in a repository is not', () => {
    const query = "await db.selectFrom('users').selectAll().execute();";
    const files = new Map([
      ['routes/users/index.ts', query],
      ['routes/users/repository.ts', query],
      ['routes/chat/messages.ts', "await trx.deleteFrom('uploads').where('id', '=', id).execute();"],
      ['routes/chat/schemas.ts', 'const selectedFromList = rows.filter(Boolean);'],
    ]);
    expect(sqlOutsideRepositories(files)).toEqual(['routes/chat/messages.ts', 'routes/users/index.ts']);
  });
});
