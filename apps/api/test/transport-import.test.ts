/**
 * Importing orders from a spreadsheet (issue 30 §1): the file is read into texts (xlsx with a formula and a date
 * cell, a Finnish Excel CSV), every bad file gets its own message and creates nothing, the rows become drafts
 * through the one create path with per-row keys (the same file twice makes nothing twice), only the user's own
 * locations are targets, and the result file's texts are never formulas.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_FIELDS, importTemplateExample, messageText } from '@siirto/domain';
import { readFirstSheet } from '../../../tooling/xlsx.ts';
import type { TestApp } from './support/harness.ts';
import { createOrderTestApp } from './support/order-app.ts';
import { zipOf } from './support/zip.ts';

let t: TestApp;
let admin: { authorization: string };
let companyId: number;

beforeAll(async () => {
  // The server's clock is 24.11.2026; the rows are for 1.12.2026.
  ({ t, admin, companyId } = await createOrderTestApp());
});
afterAll(() => t.close());

const finnishHeaders = IMPORT_FIELDS.map((field) => IMPORT_COLUMNS[field].header.fi);

/**
 * A row of the template's columns: the template's own example row (a week after the server's 24.11.2026, so
 * 1.12.2026 08:00–16:00, from Helsinki to Tampere) with its own order number and vehicle; `overrides` by field.
 */
function row(index: number, overrides: Partial<Record<(typeof IMPORT_FIELDS)[number], string>> = {}) {
  const cells: Record<string, string> = {
    ...importTemplateExample(new Date('2026-11-24T12:00:00Z'), 'Helsingin toimipiste'),
    order_number: `T-${String(index)}`,
    vehicle: `imp-${String(index)}`,
    vehicle_brand: 'Skoda Octavia',
    ...overrides,
  };
  return IMPORT_FIELDS.map((field) => cells[field] ?? '');
}

function multipart(fileName: string, bytes: Buffer) {
  const boundary = 'importTestBoundary7MA4YWxk';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function read(fileName: string, bytes: Buffer, headers: Record<string, string> = admin) {
  const body = multipart(fileName, bytes);
  return t.request({
    method: 'POST',
    url: '/transports/company/import/read/',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function transportCount() {
  const found = await t.db
    .selectFrom('transports')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(found.count);
}

describe('reading a file', () => {
  it('reads an xlsx: recognised headers, a formula as its cached value, a date cell as its wall time', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Tilaukset');
    sheet.addRow(finnishHeaders);
    sheet.addRow(row(1));
    const second = sheet.addRow(row(2));
    // a formula whose cached result is the registration; a date cell (its UTC fields are the sheet's wall clock)
    second.getCell(3).value = { formula: 'UPPER("imp-2")&HYPERLINK("http://evil")', result: 'IMP-2' };
    second.getCell(5).value = new Date(Date.UTC(2026, 11, 1, 9, 30));
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const res = await read('tilaukset.xlsx', bytes);
    expect(res.statusCode).toBe(200);
    const file = res.json<{
      format: string;
      file_hash: string;
      headers: string[];
      mapping: unknown[];
      rows: { row: number; cells: string[] }[];
    }>();
    expect(file.format).toBe('xlsx');
    expect(file.file_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(file.mapping).toEqual([...IMPORT_FIELDS]);
    expect(file.rows.map((line) => line.row)).toEqual([2, 3]);
    expect(file.rows[1]?.cells[2]).toBe('IMP-2');
    expect(file.rows[1]?.cells[4]).toBe('01.12.2026 09:30');
  });

  it('reads a CSV saved by Excel in Finnish (semicolons, Windows-1252) and remembers the company’s mapping', async () => {
    const text = 'Rekisterinumero;Merkki ja malli;Muistiinpano\r\nÅBC-123;Škoda;hyvä\r\n';
    // Windows-1252 has Š at 0x8a; the rest is Latin-1
    const bytes = Buffer.from(text.replace('Š', '\u0000'), 'latin1');
    bytes[bytes.indexOf(0)] = 0x8a;
    const first = await read('tilaukset.csv', bytes);
    expect(first.statusCode).toBe(200);
    const file = first.json<{ format: string; headers: string[]; mapping: unknown[]; rows: { cells: string[] }[] }>();
    expect(file.format).toBe('csv');
    expect(file.headers).toEqual(['Rekisterinumero', 'Merkki ja malli', 'Muistiinpano']);
    expect(file.rows[0]?.cells).toEqual(['ÅBC-123', 'Škoda', 'hyvä']);
    expect(file.mapping).toEqual(['vehicle', 'vehicle_brand', null]);

    const saved = await t.request({
      method: 'PUT',
      url: '/transports/company/import/mapping/',
      headers: admin,
      payload: { headers: file.headers, mapping: [null, 'vehicle_brand', 'driver_information'] },
    });
    expect(saved.statusCode).toBe(204);
    const again = await read('tilaukset.csv', bytes);
    expect(again.json<{ mapping: unknown[] }>().mapping).toEqual([null, 'vehicle_brand', 'driver_information']);
  });

  it('refuses each bad file with its own message and creates nothing', async () => {
    const before = await transportCount();
    const workbookXml = Buffer.from('<workbook/>');
    const manyCells = Buffer.from(
      `<worksheet><sheetData><row r="1">${'<c r="A1" s="1"/>'.repeat(1_000_000)}</row></sheetData></worksheet>`,
    );
    const encrypted = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
      Buffer.from('EncryptedPackage', 'utf16le'),
    ]);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const cases: [string, Buffer, string][] = [
      ['suuri.csv', Buffer.alloc(5 * 1024 * 1024 + 1, 0x41), 'Tiedosto on liian suuri: enintään 5 Mt'],
      [
        'pommi.xlsx',
        zipOf(
          { 'xl/workbook.xml': workbookXml, 'xl/worksheets/sheet1.xml': Buffer.alloc(70 * 1024 * 1024) },
          { deflate: true },
        ),
        'Tiedosto purkautuu liian suureksi, eikä sitä lueta. Tallenna rivit uuteen työkirjaan.',
      ],
      [
        'tyhjat.xlsx',
        zipOf({ 'xl/workbook.xml': workbookXml, 'xl/worksheets/sheet1.xml': manyCells }, { deflate: true }),
        'Tiedostossa on liikaa soluja (myös tyhjiä muotoiltuja): enintään 150\u00a0000. Kopioi rivit uuteen työkirjaan.',
      ],
      [
        'salattu.xlsx',
        encrypted,
        'Tiedosto on suojattu salasanalla. Poista salasana Excelissä ja tallenna tiedosto uudelleen.',
      ],
      [
        'rikki.xlsx',
        Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]),
        'Tiedosto on vioittunut, eikä sitä voi lukea',
      ],
      ['kuva.xlsx', png, 'Tiedosto ei ole Excel-työkirja (.xlsx) eikä CSV-tiedosto'],
      [
        'teksti.xlsx',
        Buffer.from('Rekisterinumero\nABC-123\n'),
        'Tiedosto ei ole Excel-työkirja (.xlsx) eikä CSV-tiedosto',
      ],
      [
        'word.xlsx',
        zipOf({ 'word/document.xml': Buffer.from('<document/>') }, { deflate: true }),
        'Tiedosto ei ole Excel-työkirja (.xlsx) eikä CSV-tiedosto',
      ],
      [
        'rivit.csv',
        Buffer.from(`Rekisterinumero\n${'ABC-1\n'.repeat(2_001)}`),
        'Tiedostossa on 2\u00a0001 riviä: enintään 2\u00a0000 riviä kerralla. Jaa tiedosto osiin.',
      ],
    ];
    for (const [fileName, bytes, message] of cases) {
      const res = await read(fileName, bytes);
      expect({ fileName, status: res.statusCode, body: res.json<unknown>() }).toEqual({
        fileName,
        status: 400,
        body: { file: [message] },
      });
    }
    const english = await read('salattu.xlsx', encrypted, { ...admin, 'accept-language': 'en' });
    expect(english.json()).toEqual({
      file: ['The file is protected with a password. Remove the password in Excel and save the file again.'],
    });
    expect(await transportCount()).toBe(before);
  });
});

describe('creating the rows', () => {
  const fileHash = 'a'.repeat(64);
  const cellsOf = (values: string[]) =>
    Object.fromEntries(IMPORT_FIELDS.map((field, index) => [field, values[index] ?? '']));
  const create = (
    rows: { row: number; cells: Record<string, string> }[],
    headers: Record<string, string> = admin,
    hash = fileHash,
  ) => t.request({ method: 'POST', url: '/transports/company/import/', headers, payload: { file_hash: hash, rows } });

  it('makes drafts of the valid rows, the order form’s messages for the others, and nothing twice', async () => {
    const before = await transportCount();
    const rows = [
      { row: 2, cells: cellsOf(row(2)) },
      { row: 3, cells: cellsOf(row(3, { pickup_time: '46357.5' })) },
      { row: 4, cells: cellsOf(row(4, { destination_time: '1.12.2026 07:00', business_location: 'Kuopio' })) },
    ];
    const first = await create(rows);
    expect(first.statusCode).toBe(200);
    const results = first.json<{
      results: { row: number; transport_id: number | null; replayed: boolean; errors: unknown }[];
    }>().results;
    expect(results.map((result) => [result.row, result.transport_id !== null, result.replayed])).toEqual([
      [2, true, false],
      [3, true, false],
      [4, false, false],
    ]);
    expect(results[2]?.errors).toEqual({
      business_location: [messageText('importLocationUnknown', 'fi')],
      destination_time: [messageText('destinationAfterPickup', 'fi')],
    });
    expect(await transportCount()).toBe(before + 2);
    const draft = await t.db
      .selectFrom('transports')
      .select(['state', 'vehicle', 'pickup_time', 'company_id', 'creator_id'])
      .where('id', '=', results[1]?.transport_id ?? 0)
      .executeTakeFirstOrThrow();
    // 46357.5 is 1.12.2026 12:00 in Helsinki (10:00 UTC)
    expect(draft).toMatchObject({ state: 2, vehicle: 'IMP-3', company_id: companyId });
    expect(new Date(draft.pickup_time ?? 0).toISOString()).toBe('2026-12-01T10:00:00.000Z');

    // the same file again (row 3 fixed since): the same transports, nothing new
    const again = await create(
      [rows[0], { row: 3, cells: cellsOf(row(3, { vehicle_brand: 'Toinen' })) }].filter((item) => item !== undefined),
    );
    expect(again.json<{ results: { transport_id: number; replayed: boolean }[] }>().results).toEqual([
      { row: 2, transport_id: results[0]?.transport_id, replayed: true, errors: null },
      { row: 3, transport_id: results[1]?.transport_id, replayed: true, errors: null },
    ]);
    expect(await transportCount()).toBe(before + 2);
  });

  it('makes each row once when a retried step races the one it repeats', async () => {
    const before = await transportCount();
    const rows = [5, 6, 7].map((index) => ({ row: index, cells: cellsOf(row(index)) }));
    const hash = 'c'.repeat(64);
    // a step's rows are saved together: the two answers name the same transports, made once
    const [first, second] = await Promise.all([create(rows, admin, hash), create(rows, admin, hash)]);
    const ids = (answer: typeof first) =>
      answer.json<{ results: { transport_id: number | null }[] }>().results.map((result) => result.transport_id);
    expect(ids(first)).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
    expect(ids(second)).toEqual(ids(first));
    expect(await transportCount()).toBe(before + 3);
  });

  it('prices the preview’s rows as the server prices an order, and creates them priced at that price', async () => {
    const places = {
      pickup: { coordinates: [24.9384, 60.1699], full_address: 'Mannerheimintie 12, 00100 Helsinki, Suomi' },
      destination: { coordinates: [23.761, 61.4978], full_address: 'Hatanpään valtatie 24, 33100 Tampere, Suomi' },
    };
    const rows = [
      { row: 10, cells: cellsOf(row(10)), places },
      { row: 11, cells: cellsOf(row(11, { vehicle_brand: 'Audi A4' })), places },
      // no place found for its addresses: the server cannot price it
      { row: 12, cells: cellsOf(row(12)) },
      { row: 13, cells: cellsOf(row(13, { business_location: 'Kuopio' })), places },
    ];
    const before = await transportCount();
    const preview = await t.request({
      method: 'POST',
      url: '/transports/company/import/price/',
      headers: admin,
      payload: { rows },
    });
    expect(preview.statusCode).toBe(200);
    type Priced = { row: number; price: { total: number; km: number } | null; errors: Record<string, string[]> | null };
    const { results, total } = preview.json<{ results: Priced[]; total: number }>();
    const [first, second, unplaced, unknown] = results;
    expect(first?.price?.km).toBeGreaterThan(150);
    expect(first?.price?.total).toBeGreaterThan(100);
    expect(second?.price).toEqual(first?.price);
    expect(total).toBeCloseTo((first?.price?.total ?? 0) * 2, 2);
    expect(unplaced?.price).toBeNull();
    expect(Object.keys(unplaced?.errors ?? {})).toEqual(expect.arrayContaining(['pickup_address']));
    expect(unknown?.errors).toEqual({ business_location: [messageText('importLocationUnknown', 'fi')] });
    expect(await transportCount()).toBe(before);

    // created as priced drafts: the server's price is the one the preview showed
    const made = await t.request({
      method: 'POST',
      url: '/transports/company/import/',
      headers: admin,
      payload: { file_hash: 'd'.repeat(64), create_as: 'price', rows: rows.slice(0, 3) },
    });
    const created = made.json<{ results: { transport_id: number | null; errors: unknown }[] }>().results;
    expect(created[2]?.transport_id).toBeNull();
    const transport = await t.db
      .selectFrom('transports')
      .select(['state', 'transport_total_price'])
      .where('id', '=', created[0]?.transport_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(transport.state).toBe(31);
    expect(Number(transport.transport_total_price)).toBe(first?.price?.total);
    expect(await transportCount()).toBe(before + 2);
  });

  it('lets a location user order only for their own location', async () => {
    const user = (await t.loginAs('user@demo.siirto.fi')).headers;
    const res = await create(
      [
        { row: 2, cells: cellsOf(row(2, { business_location: 'Tampereen toimipiste' })) },
        { row: 3, cells: cellsOf(row(3)) },
      ],
      user,
      'b'.repeat(64),
    );
    const results = res.json<{ results: { transport_id: number | null; errors: unknown }[] }>().results;
    expect(results[0]?.errors).toEqual({ business_location: [messageText('importLocationUnknown', 'fi')] });
    expect(results[1]?.transport_id).toEqual(expect.any(Number));
  });

  it('refuses a malformed step', async () => {
    const res = await create([{ row: 2, cells: cellsOf(row(2)) }], admin, 'not-a-hash');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file_hash: ['Tuntematon tiedosto: lue tiedosto uudelleen'] });
  });
});

describe('files to download', () => {
  it('writes the result with every text an inline string, never a formula', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/transports/company/import/result/',
      headers: admin,
      payload: {
        headers: ['Rekisterinumero', 'Huom'],
        rows: [
          {
            row: 2,
            cells: ['ABC-1', '=HYPERLINK("http://evil","x")'],
            status: 'created',
            transport_id: 101,
            errors: '',
          },
          {
            row: 3,
            cells: ['', '+358'],
            status: 'failed',
            transport_id: null,
            errors: 'Rekisterinumero: Kenttä on pakollinen',
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('siirtojen_tuonnin_tulos.xlsx');
    // the project's own reader (no exceljs): the whole zip is there, every text an inline string
    const read = readFirstSheet(res.rawPayload);
    expect(read.rows[1]?.[5]).toMatchObject({
      type: 'inlineStr',
      value: '=HYPERLINK("http://evil","x")',
      formula: null,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = (line: number) =>
      (sheet?.getRow(line).values as unknown[])
        .slice(1)
        .map((value) =>
          typeof value === 'object' && value !== null && 'richText' in value
            ? (value as { richText: { text: string }[] }).richText.map((run) => run.text).join('')
            : value,
        );
    expect(values(1)).toEqual(['Rivi', 'Tila', 'Siirron ID', 'Virheet', 'Rekisterinumero', 'Huom']);
    expect(values(2)).toEqual([2, 'Luotu', 101, '', 'ABC-1', '=HYPERLINK("http://evil","x")']);
    expect(sheet?.getRow(2).getCell(6).formula).toBeUndefined();
    expect(values(3).slice(0, 4)).toEqual([3, 'Virhe', undefined, 'Rekisterinumero: Kenttä on pakollinen']);
  });

  it('writes the template in the user’s language with an example row that imports as it is', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/transports/company/import/template/',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const bytes = res.rawPayload;
    const file = (await read('template.xlsx', bytes)).json<{
      headers: string[];
      mapping: unknown[];
      rows: { cells: string[] }[];
    }>();
    expect(file.headers).toEqual(IMPORT_FIELDS.map((field) => IMPORT_COLUMNS[field].header.en));
    expect(file.mapping).toEqual([...IMPORT_FIELDS]);
    const cells = Object.fromEntries(IMPORT_FIELDS.map((field, index) => [field, file.rows[0]?.cells[index] ?? '']));
    expect(cells.pickup_time).toBe('01.12.2026 08:00');
    const created = await t.request({
      method: 'POST',
      url: '/transports/company/import/',
      headers: admin,
      payload: { file_hash: 'c'.repeat(64), rows: [{ row: 2, cells }] },
    });
    expect(created.json<{ results: { errors: unknown }[] }>().results[0]?.errors).toBeNull();
  });
});
