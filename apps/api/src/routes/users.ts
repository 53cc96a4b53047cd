import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { guardFailures } from '../auth/rate-limit.ts';
import { quotaOwner, takeQuota } from '../http/quotas.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { endAllSessions } from '../auth/tokens.ts';
import type { UserUpdate } from '../db/schema.ts';
import { idParam, requireUser } from '../http/context.ts';
import { badRequest, HttpError, notFound, type FieldErrors } from '../http/errors.ts';
import { imageTypeOf, inspectImage } from '../http/images.ts';
import { serializeMyUser } from '../http/serializers.ts';
import { chatDb } from './chat/store.ts';
import {
  emailSchema,
  fieldErrorsOf,
  languageOf,
  languageSchema,
  msg,
  objectBody,
  parseBody,
  passwordSchema,
  phoneSchema,
  requiredText,
} from '../http/validation.ts';

export const MAX_PROFILE_PICTURE_BYTES = 3_000_000;

/** A driver of an account (the `drivers` table): the dashboard shows drivers the customers screen read-only. */
async function isDriverUser(request: FastifyRequest, userId: number) {
  const row = await chatDb(request).selectFrom('drivers').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Kept for modules that import it from here; the checks live in ../http/images.ts. */
export { imageTypeOf };

const profileSchema = z
  .object({
    first_name: requiredText(),
    last_name: requiredText(),
    username: emailSchema,
    email: emailSchema,
    phone: z.union([z.literal(''), z.null(), phoneSchema]),
    language: languageSchema,
    new_features_readed: z.iso.datetime({ offset: true, error: 'timeInvalid' }),
  })
  .partial()
  .strip();

const changePasswordSchema = z.object({
  data: z.object(
    {
      new_password: passwordSchema,
      check_password: z.string({ error: 'required' }),
      current_password: z.string().max(256).optional(),
    },
    { error: 'required' },
  ),
});

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
      await isDriverUser(request, context.user.id),
    );
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
    if (newUsername !== undefined && newUsername !== context.user.username) {
      update.username = newUsername;
      update.email = newUsername;
    }
    const user = await deps.db.transaction().execute(async (trx) => {
      if (update.username) {
        const taken = await trx
          .selectFrom('users')
          .select('id')
          .where('username', '=', update.username)
          .where('id', '!=', context.user.id)
          .executeTakeFirst();
        if (taken) throw badRequest({ username: [msg('usernameTaken', language)] });
      }
      if (picture) {
        const id = randomBytes(18).toString('base64url');
        await trx
          .insertInto('uploads')
          .values({
            id,
            owner_user_id: context.user.id,
            content_type: picture.contentType,
            size: picture.bytes.length,
            data: picture.bytes,
            created: deps.clock.now(),
          })
          .execute();
        const previous = context.user.profile_picture_upload_id;
        update.profile_picture_upload_id = id;
        await trx.updateTable('users').set(update).where('id', '=', context.user.id).execute();
        if (previous) await trx.deleteFrom('uploads').where('id', '=', previous).execute();
      } else if (Object.keys(update).length > 0) {
        await trx.updateTable('users').set(update).where('id', '=', context.user.id).execute();
      }
      return trx.selectFrom('users').selectAll().where('id', '=', context.user.id).executeTakeFirstOrThrow();
    });
    return serializeMyUser(user, context.isCompanyAdmin, deps.config, await isDriverUser(request, user.id));
  });

  app.patch('/users/:id/change_password/', async (request) => {
    const context = await requireUser(request, { allowPasswordReset: true });
    if (idParam(request) !== context.user.id) throw notFound();
    const language = languageOf(request);
    const body = parseBody(changePasswordSchema, request.body, language);
    const { new_password, check_password, current_password } = body.data;
    if (new_password !== check_password) throw badRequest({ check_password: [msg('passwordsDoNotMatch', language)] });
    const viaResetLink = context.token.token_type === 'password_reset';
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
      if (viaResetLink) {
        const used = await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: now })
          .where('id', '=', context.token.jti)
          .where('used_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        // Two parallel uses of one link: only the first wins.
        if (!used) throw new HttpError(400, { detail: msg('linkUsed', language) });
      }
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', context.user.id).execute();
      // Every earlier access, refresh and reset token of the user ends now, this session's too (the dashboard
      // signs in again after a change; the contract's changePassword says so).
      await endAllSessions(trx, context.user.id);
      // A reset link also proves the address.
      if (viaResetLink && !context.user.email_confirmed) {
        await trx.updateTable('users').set({ email_confirmed: true }).where('id', '=', context.user.id).execute();
      }
    });
    return { detail: msg('passwordChanged', language) };
  });

  app.get('/media/uploads/:uploadId/', async (request, reply) => {
    const { uploadId } = request.params as { uploadId: string };
    if (!/^[A-Za-z0-9_-]{10,64}$/.test(uploadId)) throw notFound();
    const upload = await deps.db
      .selectFrom('uploads')
      .select(['content_type', 'data'])
      .where('id', '=', uploadId)
      .executeTakeFirst();
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
