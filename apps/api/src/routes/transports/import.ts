/**
 * Importing orders from a spreadsheet (issue 30 §1):
 *
 * - POST /transports/company/import/read/: an uploaded .xlsx or .csv (at most 5 MB, 2,000 rows) read into texts
 *   (import-file.ts), with its content hash and each column's field (the company's remembered choice, else the
 *   recognised header). A file that cannot be read is a 400 on `file` with its reason; nothing is stored.
 * - PUT /transports/company/import/mapping/: remembers the company's column choices for the next file.
 * - POST /transports/company/import/price/: the preview's prices, each valid row with the places the preview found
 *   for its addresses (the app's geocoder, in the browser) priced as the one create path prices it; nothing saved.
 * - POST /transports/company/import/: a step of rows created as drafts, priced drafts or published orders
 *   (`create_as`) through the one batch path (batch.ts), each row read by the domain's importRowOrder (the order
 *   form's rules, the same the preview ran, with its places' coordinates) and keyed by the file's hash and its row
 *   number: the same file again, or an import resumed after a dropped connection, makes nothing twice.
 * - GET /transports/company/import/template/ and POST /transports/company/import/result/: the template and the
 *   result workbook, every text an inline string cell as the report export writes it (report-export.ts).
 *
 * Only the user's own company is a target: the rows carry no company, a location names one of the company's (a
 * location user's: their own), and the one create path authorises every id again.
 */
import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import {
  euros,
  formatNumber,
  guessImportMapping,
  IMPORT_BATCH_SIZE,
  IMPORT_COLUMNS,
  IMPORT_FIELDS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  importFieldOfPath,
  importMappingToRemember,
  type ImportPlaces,
  importRowOrder,
  IMPORT_SIDES,
  type ImportTargets,
  importTemplateExample,
  type ImportField,
  isImportField,
  type Language,
  ORDER_SAVE_AS,
  orderSaveFields,
  sumEuros,
} from '@siirto/domain';
import { badRequest, type FieldErrors, HttpError } from '../../http/errors.ts';
import { localizeBody } from '../../http/messages.ts';
import { quotaOwner, takeQuota } from '../../http/quotas.ts';
import { languageOf, msg, parseBody } from '../../http/validation.ts';
import { businessDb, type CompanyContext, companyContext, LOCATION_USER_ROLE } from '../companies/context.ts';
import { type BatchItem, createTransportBatch, fieldErrorsOf } from './batch.ts';
import { ImportFileError, readImportFile } from './import-file.ts';
import { contentDisposition, TEXT_FORMAT, textCell, XLSX_CONTENT_TYPE } from './report-export.ts';
import type { OrderPrice } from './pricing.ts';
import { companyLocationNames, extraServicesOf, importMappingOf, saveImportMapping } from './repository.ts';
import { priceTransport } from './write.ts';

/** The result workbook's body: up to 2,000 rows of up to 60 texts. */
const RESULT_BODY_LIMIT = 8 * 1024 * 1024;
const TEXT_MAX = 2_000;

const fileHashSchema = z.string().regex(/^[0-9a-f]{64}$/, { error: 'importFileHash' });
const fieldSchema = z.enum(IMPORT_FIELDS, { error: 'invalidChoice' });

const placeSchema = z.object({
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)], { error: 'invalidChoice' }),
  full_address: z.string().max(500),
});

const rowsSchema = z
  .array(
    z.object({
      row: z.number().int().min(1).max(1_048_576),
      cells: z.partialRecord(fieldSchema, z.string().max(TEXT_MAX)),
      places: z.object({ pickup: placeSchema.optional(), destination: placeSchema.optional() }).optional(),
    }),
  )
  .min(1)
  .max(IMPORT_BATCH_SIZE * 4);

const createSchema = z.object({
  file_hash: fileHashSchema,
  create_as: z.enum(ORDER_SAVE_AS, { error: 'invalidChoice' }).default('draft'),
  rows: rowsSchema,
});

const priceSchema = z.object({ rows: rowsSchema });

const mappingSchema = z
  .object({
    headers: z.array(z.string().max(200)).max(IMPORT_MAX_COLUMNS),
    mapping: z.array(z.union([fieldSchema, z.null()])).max(IMPORT_MAX_COLUMNS),
  })
  .refine((body) => body.headers.length === body.mapping.length, { error: 'invalidChoice', path: ['mapping'] });

const resultSchema = z.object({
  headers: z.array(z.string().max(TEXT_MAX)).max(IMPORT_MAX_COLUMNS),
  rows: z
    .array(
      z.object({
        row: z.number().int().min(1).max(1_048_576),
        cells: z.array(z.string().max(TEXT_MAX)).max(IMPORT_MAX_COLUMNS),
        status: z.enum(['created', 'existing', 'failed', 'left_out'], { error: 'invalidChoice' }),
        transport_id: z.union([z.number().int().positive(), z.null()]),
        errors: z.string().max(TEXT_MAX * 4),
      }),
    )
    .max(IMPORT_MAX_ROWS),
});

const statusText = {
  created: 'importStatusCreated',
  existing: 'importStatusExisting',
  failed: 'importStatusFailed',
  left_out: 'importStatusLeftOut',
} as const;

/** What the rows of this user may name: the company's business locations (a location user's own) and its extras. */
async function importTargets(request: FastifyRequest, context: CompanyContext) {
  const db = businessDb(request);
  const [locations, extras] = await Promise.all([
    companyLocationNames(db, context.company.id),
    extraServicesOf(db, context.company.id, false),
  ]);
  const own =
    context.companyUser.role === LOCATION_USER_ROLE
      ? locations.filter((location) => context.linkedLocationIds.includes(location.id))
      : locations;
  return { locations: own, extras: extras.map((extra) => ({ id: extra.id, name: extra.name })) };
}

/** The 400 of a file that cannot be read, its numbers in the language's format. */
function fileError(error: ImportFileError, language: Language) {
  const params = Object.fromEntries(
    Object.entries(error.params).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatNumber(value, language) : value,
    ]),
  );
  return badRequest({ file: [msg(error.messageId, language, params)] });
}

type ImportRows = z.infer<typeof rowsSchema>;

/** A row's price as the preview shows it (euros): the trip, the extra services, the total, the priced distance. */
const importPriceOf = (price: OrderPrice) => ({
  trip: price.tripPrice,
  services: price.servicesTotal,
  total: price.total,
  km: price.goKm,
});

/** The places the preview found for a row, as the domain takes them. */
const placesOf = (places: ImportRows[number]['places']): ImportPlaces =>
  Object.fromEntries(
    IMPORT_SIDES.flatMap((side) => {
      const place = places?.[side];
      return place ? [[side, { coordinates: place.coordinates, fullAddress: place.full_address }]] : [];
    }),
  );

/** Each row read by the domain's importRowOrder: its write body, or its issues in the request's language. */
function readRows(rows: ImportRows, targets: ImportTargets, now: Date, language: Language) {
  return rows.map(({ row, cells, places }) => {
    const order = importRowOrder(cells, targets, now, placesOf(places));
    const errors: FieldErrors = {};
    for (const issue of order.issues) errors[issue.field] = [msg(issue.message, language)];
    return { row, body: order.issues.length > 0 ? null : order.body, errors };
  });
}

/** A field error's key as the import's field (`business_location_id` → `business_location`). */
function importErrors(errors: FieldErrors): FieldErrors {
  const keyed: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const key = importFieldOfPath(path) ?? 'non_field_errors';
    keyed[key] = [...(keyed[key] ?? []), ...messages];
  }
  return keyed;
}

/**
 * A workbook of one sheet: bold headers, then rows. Written as the report export writes (report-export.ts): no
 * shared strings, so every text is an inline string cell in the Text format, never a formula.
 */
async function workbookOf(sheetName: string, headers: readonly string[], rows: readonly ExcelJS.CellValue[][]) {
  const output = new PassThrough();
  // read to its end: the zip's central directory is written after commit() resolves
  const file = buffer(output);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({
    width: Math.min(40, Math.max(12, header.length + 2)),
    style: { numFmt: TEXT_FORMAT },
  }));
  const headerRow = sheet.addRow(headers.map(textCell));
  headerRow.font = { bold: true };
  headerRow.commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return file;
}

export const transportImportRoutes: FastifyPluginAsync = (app) => {
  app.post('/transports/company/import/read/', { config: { multipart: true } }, async (request) => {
    const context = await companyContext(request);
    const language = languageOf(request);
    const file = request.isMultipart()
      ? await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } })
      : undefined;
    if (!file || file.fieldname !== 'file') throw badRequest({ file: [msg('importNoFile', language)] });
    const bytes = await file.toBuffer();
    if (file.file.truncated || bytes.length > IMPORT_MAX_BYTES)
      throw badRequest({ file: [msg('importFileTooLarge', language, { mb: IMPORT_MAX_BYTES / 1024 / 1024 })] });
    await takeQuota(request, ['upload'], quotaOwner(context));
    let sheet;
    try {
      sheet = await readImportFile(bytes, file.filename);
    } catch (error) {
      if (error instanceof ImportFileError) throw fileError(error, language);
      throw error;
    }
    const stored = await importMappingOf(businessDb(request), context.company.id);
    const remembered = Object.fromEntries(
      Object.entries(stored).filter(([, field]) => field === null || isImportField(field)),
    ) as Record<string, ImportField | null>;
    return {
      file_hash: createHash('sha256').update(bytes).digest('hex'),
      file_name: file.filename.slice(0, 200),
      format: sheet.format,
      headers: sheet.headers,
      rows: sheet.rows,
      mapping: guessImportMapping(sheet.headers, remembered),
    };
  });

  app.put('/transports/company/import/mapping/', async (request, reply) => {
    const context = await companyContext(request);
    const body = parseBody(mappingSchema, request.body, languageOf(request));
    const db = businessDb(request);
    const chosen = importMappingToRemember(body.headers, body.mapping);
    // the latest choices last, so that the oldest go first when the company has very many headers
    const earlier = Object.entries(await importMappingOf(db, context.company.id)).filter(
      ([header]) => !Object.hasOwn(chosen, header),
    );
    const kept = [...earlier, ...Object.entries(chosen)].slice(-300);
    await saveImportMapping(db, context.company.id, Object.fromEntries(kept), request.server.deps.clock.now());
    return reply.code(204).send();
  });

  app.post('/transports/company/import/', async (request) => {
    const context = await companyContext(request);
    const language = languageOf(request);
    const body = parseBody(createSchema, request.body, language);
    const targets = await importTargets(request, context);
    const now = request.server.deps.clock.now();
    const save = orderSaveFields(body.create_as);
    const items: { row: number; item: BatchItem | null; errors: FieldErrors }[] = readRows(
      body.rows,
      targets,
      now,
      language,
    ).map(({ row, body: order, errors }) =>
      order
        ? { row, item: { key: `import-${body.file_hash}-${String(row)}`, body: { ...order, ...save } }, errors }
        : { row, item: null, errors },
    );
    const valid = items.flatMap((entry) => (entry.item ? [entry.item] : []));
    const outcomes = await createTransportBatch(request, valid);
    let next = 0;
    const results = items.map(({ row, item, errors }) => {
      if (!item) return { row, transport_id: null, replayed: false, errors };
      const outcome = outcomes[next++];
      if (!outcome || outcome.errors)
        return { row, transport_id: null, replayed: false, errors: importErrors(outcome?.errors ?? {}) };
      return { row, transport_id: outcome.transportId, replayed: outcome.replayed, errors: null };
    });
    return { results };
  });

  // The preview's prices: each valid row priced by the one create path's pricing (as a priced draft would be), nothing
  // saved; a row the rules refuse, or one the server cannot price (no coordinates), answers its errors.
  app.post('/transports/company/import/price/', async (request) => {
    const context = await companyContext(request);
    const language = languageOf(request);
    const body = parseBody(priceSchema, request.body, language);
    const targets = await importTargets(request, context);
    const now = request.server.deps.clock.now();
    const results: { row: number; price: ReturnType<typeof importPriceOf> | null; errors: FieldErrors | null }[] = [];
    for (const { row, body: order, errors } of readRows(body.rows, targets, now, language)) {
      if (!order) {
        results.push({ row, price: null, errors });
        continue;
      }
      try {
        const price = await priceTransport(request, { ...order, ...orderSaveFields('price') });
        results.push({ row, price: price ? importPriceOf(price) : null, errors: price ? null : errors });
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
        results.push({ row, price: null, errors: importErrors(fieldErrorsOf(localizeBody(error.body, language))) });
      }
    }
    const total = euros(sumEuros(results.flatMap((result) => (result.price ? [result.price.total] : []))));
    return { results, total };
  });

  app.get('/transports/company/import/template/', async (request, reply) => {
    const context = await companyContext(request);
    const language = languageOf(request);
    const { locations } = await importTargets(request, context);
    const example = importTemplateExample(request.server.deps.clock.now(), locations[0]?.name ?? '');
    const file = await workbookOf(
      msg('importSheetName', language),
      IMPORT_FIELDS.map((field) => IMPORT_COLUMNS[field].header[language]),
      [IMPORT_FIELDS.map((field) => textCell(example[field]))],
    );
    const name = language === 'fi' ? 'siirtojen_tuonti.xlsx' : 'transport_import.xlsx';
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', contentDisposition(name))
      .send(file);
  });

  app.post('/transports/company/import/result/', { bodyLimit: RESULT_BODY_LIMIT }, async (request, reply) => {
    await companyContext(request);
    const language = languageOf(request);
    const body = parseBody(resultSchema, request.body, language);
    const headers = [
      msg('importResultRow', language),
      msg('importResultStatus', language),
      msg('importResultId', language),
      msg('importResultError', language),
      ...body.headers,
    ];
    const rows = body.rows.map((row) => [
      row.row,
      textCell(msg(statusText[row.status], language)),
      row.transport_id,
      textCell(row.errors),
      ...row.cells.map(textCell),
    ]);
    const file = await workbookOf(msg('importResultSheetName', language), headers, rows);
    const name = language === 'fi' ? 'siirtojen_tuonnin_tulos.xlsx' : 'transport_import_result.xlsx';
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', contentDisposition(name))
      .send(file);
  });
  return Promise.resolve();
};
