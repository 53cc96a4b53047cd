import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { guardFailures } from '../../auth/rate-limit.ts';
import { quotaOwner, takeQuota } from '../../http/quotas.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { endAllSessions } from '../../auth/tokens.ts';
import type { UserUpdate } from '../../db/schema.ts';
import { idParam, requireUser } from '../../http/context.ts';
import { badRequest, HttpError, notFound, type FieldErrors } from '../../http/errors.ts';
import { imageTypeOf, inspectImage } from '../../http/images.ts';
import { serializeMyUser } from '../../http/serializers.ts';
import {
  deleteUpload,
  insertUpload,
  isDriverUser,
  pendingEmailOf,
  updateUser,
  uploadContent,
  usePasswordResetLink,
  userById,
} from './repository.ts';
import { changePasswordSchema, confirmEmailSchema, profileSchema } from './schemas.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { fieldErrorsOf, languageOf, msg, objectBody, parseBody } from '../../http/validation.ts';

export const MAX_PROFILE_PICTURE_BYTES = 3_000_000;

/** Kept for modules that import it from here; the checks live in ../../http/images.ts. */
export { imageTypeOf };

interface ParsedProfileRequest {
  fields: Record<string, unknown>;
  picture: { bytes: Buffer; contentType: 'image/png' | 'image/jpeg' } | null;
}

/** JSON body, or multipart fields plus an optional `profile_picture` file. */
async function readProfileRequest(request: FastifyRequest): Promise<ParsedProfileRequest> {
  if (!request.isMultipart()) return { fields: { ...objectBody(request.body) }, picture: null };
  const fields: Record<string, unknown> = {};
  let picture: ParsedProfileRequest['picture'] = null;
  const errors: FieldErrors = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const file: MultipartFile = part;
      const bytes = await file.toBuffer();
      if (file.fieldname !== 'profile_picture') continue;
      if (file.file.truncated || bytes.length > MAX_PROFILE_PICTURE_BYTES) {
        errors.profile_picture = [msg('fileTooLarge', languageOf(request))];
        continue;
      }
      const image = inspectImage(bytes);
      if ('error' in image) {
        errors.profile_picture = [msg(image.error, languageOf(request))];
        continue;
      }
      picture = { bytes, contentType: image.type };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return { fields, picture };
}

/** The signed-in user's own profile and password. Another user's id answers 404. */
export const usersRoutes: FastifyPluginAsync = (app) => {
  const { deps } = app;

  app.get('/users/me/', async (request) => {
    const context = await requireUser(request, { allowPasswordReset: true });
    return serializeMyUser(
      context.user,
      context.isCompanyAdmin,
      deps.config,
      await isDriverUser(deps.db, context.user.id),
      await pendingEmailOf(deps.db, context.user.id, deps.clock.now()),
    );
  });

  // the link of an e-mail change (issue 28 item 13): public, the token is the proof
  app.post('/users/confirm_email/', async (request) => {
    const language = languageOf(request);
    const body = parseBody(confirmEmailSchema, request.body, language);
    await confirmEmailChange(request, deps.db, body.token);
    return { detail: msg('emailChanged', language) };
  });

  app.patch('/users/:id/', { config: { multipart: true } }, async (request) => {
    const context = await requireUser(request);
    if (idParam(request) !== context.user.id) throw notFound();
    const { fields, picture } = await readProfileRequest(request);
    // Multipart sends empty strings for untouched optional fields.
    if (request.isMultipart() && fields.phone === '') fields.phone = null;
    const result = profileSchema.safeParse(fields);
    const language = languageOf(request);
    if (!result.success) throw badRequest(fieldErrorsOf(result.error, language, fields));
    const values = result.data;
    const newUsername = values.username ?? values.email;
    if (values.username && values.email && values.username !== values.email) {
      throw badRequest({ email: [msg('usernameMismatch', language)] });
    }
    if (picture) await takeQuota(request, ['upload'], quotaOwner(context));
    const update: UserUpdate = {};
    if (values.first_name !== undefined) update.first_name = values.first_name;
    if (values.last_name !== undefined) update.last_name = values.last_name;
    if (values.phone !== undefined) update.phone = values.phone ?? '';
    if (values.language !== undefined) update.language = values.language;
    if (values.new_features_readed !== undefined) update.new_features_readed = values.new_features_readed;
    // a new e-mail (the sign-in name) waits for the link mailed to it; the rest of the profile changes now
    const emailChange = newUsername !== undefined && newUsername !== context.user.username ? newUsername : undefined;
    const user = await deps.db.transaction().execute(async (trx) => {
      if (emailChange !== undefined)
        await requestEmailChange(request, trx, context.user, emailChange, context.user, {
          username: [msg('usernameTaken', language)],
        });
      if (picture) {
        const id = randomBytes(18).toString('base64url');
        await insertUpload(trx, {
          id,
          owner_user_id: context.user.id,
          content_type: picture.contentType,
          size: picture.bytes.length,
          data: picture.bytes,
          created: deps.clock.now(),
        });
        const previous = context.user.profile_picture_upload_id;
        update.profile_picture_upload_id = id;
        await updateUser(trx, context.user.id, update);
        if (previous) await deleteUpload(trx, previous);
      } else if (Object.keys(update).length > 0) {
        await updateUser(trx, context.user.id, update);
      }
      return userById(trx, context.user.id);
    });
    return serializeMyUser(
      user,
      context.isCompanyAdmin,
      deps.config,
      await isDriverUser(deps.db, user.id),
      await pendingEmailOf(deps.db, user.id, deps.clock.now()),
    );
  });

  app.patch('/users/:id/change_password/', async (request) => {
    const context = await requireUser(request, { allowPasswordReset: true });
    if (idParam(request) !== context.user.id) throw notFound();
    const language = languageOf(request);
    const body = parseBody(changePasswordSchema, request.body, language);
    const { new_password, check_password, current_password } = body.data;
    if (new_password !== check_password) throw badRequest({ check_password: [msg('passwordsDoNotMatch', language)] });
    const resetLinkId = context.token?.token_type === 'password_reset' ? context.token.jti : null;
    const viaResetLink = resetLinkId !== null;
    if (!viaResetLink) {
      if (!current_password) throw badRequest({ current_password: [msg('required', language)] });
      const failed = await guardFailures(request, 'password', context.user.username);
      if (!(await verifyPassword(current_password, context.user.password_hash))) {
        await failed();
        throw badRequest({ current_password: [msg('currentPasswordWrong', language)] });
      }
    }
    const passwordHash = await hashPassword(new_password);
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      if (resetLinkId !== null) {
        // Two parallel uses of one link: only the first wins.
        if (!(await usePasswordResetLink(trx, resetLinkId, now)))
          throw new HttpError(400, { detail: msg('linkUsed', language) });
      }
      await updateUser(trx, context.user.id, { password_hash: passwordHash });
      // Every earlier access, refresh and reset token of the user ends now, this session's too (the dashboard
      // signs in again after a change; the contract's changePassword says so).
      await endAllSessions(trx, context.user.id);
      // A reset link also proves the address.
      if (viaResetLink && !context.user.email_confirmed) {
        await updateUser(trx, context.user.id, { email_confirmed: true });
      }
    });
    return { detail: msg('passwordChanged', language) };
  });

  app.get('/media/uploads/:uploadId/', async (request, reply) => {
    const { uploadId } = request.params as { uploadId: string };
    if (!/^[A-Za-z0-9_-]{10,64}$/.test(uploadId)) throw notFound();
    const upload = await uploadContent(deps.db, uploadId);
    if (!upload) throw notFound();
    const safeType =
      upload.content_type === 'image/png' || upload.content_type === 'image/jpeg'
        ? upload.content_type
        : 'application/octet-stream';
    return reply
      .header('content-type', safeType)
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=86400')
      .send(Buffer.from(upload.data));
  });
  return Promise.resolve();
};
