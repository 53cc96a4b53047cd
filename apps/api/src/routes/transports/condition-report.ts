/**
 * The condition report (issue 31) of one transport as a PDF: for the company's users once the car is picked up
 * (tenant isolation and roles as for the detail: another company's id, or a location user's transport of another
 * location, is a 404), and through the public tracking link (its token) once the car is delivered. The document is
 * written by condition-report-pdf.ts while it is sent.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { hasConditionReport, sharesConditionReport } from '@siirto/domain';
import type { Transport } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { languageOf } from '../../http/messages.ts';
import { businessDb, type BusinessDb } from '../companies/context.ts';
import {
  conditionReportDocument,
  PDF_CONTENT_TYPE,
  type ReportPhoto,
  writeConditionReport,
} from './condition-report-pdf.ts';
import { contentDisposition } from './report-export.ts';
import { printablePhotoOf } from './photo-uploads.ts';
import { companyNameOf, loadRelated, loadVisibleTransport } from './repository.ts';
import { sharedTransportFor } from './shared-view.ts';
import { conditionReportTexts } from './texts.ts';

/** An upload id of this API (the shape /media/uploads/{id}/ accepts); anything else is not read. */
const UPLOAD_ID = /^[A-Za-z0-9_-]{10,64}$/;

async function sendConditionReport(
  request: FastifyRequest,
  reply: FastifyReply,
  db: BusinessDb,
  transport: Transport,
  companyName: string,
) {
  const language = languageOf(request);
  const related = await loadRelated(request, db, [transport], { photos: true, priceRows: false, returnTrips: false });
  const doc = conditionReportDocument(transport.id, language);
  writeConditionReport(doc, {
    language,
    generatedAt: request.server.deps.clock.now(),
    companyName,
    transport,
    photos: related.photos.get(transport.id) ?? [],
    expenses: related.expenses.get(transport.id) ?? [],
    printablePhoto: (photo: ReportPhoto) =>
      UPLOAD_ID.test(photo.photo) ? printablePhotoOf(db, photo.photo) : Promise.resolve(null),
  }).catch((error: unknown) => {
    // after the first byte a failure can only end the connection: the client never keeps a cut file
    request.log.error(error, 'condition report failed');
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', PDF_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(conditionReportTexts[language].fileName(transport.id)))
    .header('cache-control', 'no-store')
    .send(doc);
}

export const transportConditionReportRoutes: FastifyPluginAsync = (app) => {
  app.get('/transports/company/:id/condition_report/', async (request, reply) => {
    const { context, db, transport } = await loadVisibleTransport(request);
    if (!hasConditionReport(transport)) throw new HttpError(400, { detail: 'conditionReportNotYet' });
    return sendConditionReport(request, reply, db, transport, context.company.name);
  });

  // The tracking link's report: the same 404 as the tracking view for a wrong or revoked token, and until delivery.
  app.get('/transports/shared/:transportId/condition_report/', async (request, reply) => {
    const transport = await sharedTransportFor(request);
    if (!sharesConditionReport(transport)) throw notFound();
    const db = businessDb(request);
    return sendConditionReport(request, reply, db, transport, await companyNameOf(db, transport.company_id));
  });
  return Promise.resolve();
};
