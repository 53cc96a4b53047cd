/**
 * Messages of a chat group (spec 2 §7 "Chat"): GET (newest first, 21 on the first load, older pages by offset;
 * the first page marks the group read), POST (JSON `{content, client_id}` or multipart with `attachments`), DELETE
 * (the sender only), and GET /media/chat/{uploadId}/ for attachments.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChatTables } from '../../db/migrations/009_chat.ts';
import { idParam } from '../../http/context.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { pageResponse, paginate } from '../../http/pagination.ts';
import { languageOf, msg, objectBody, parseBody } from '../../http/validation.ts';
import {
  ATTACHMENT_TYPES,
  attachmentTypeOf,
  cleanFileName,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from './attachments.ts';
import { type ChatEvent, chatEventCommitted, publishChatEvent } from './events.ts';
import { isBlankHtml, sanitizeMessageHtml } from './sanitize.ts';
import {
  attachmentContent,
  chatContext,
  deleteMessageWithUploads,
  groupMessage,
  groupMessageCount,
  groupMessages,
  insertAttachment,
  insertMessage,
  lockGroup,
  memberGroup,
  memberRole,
  messageOfClientId,
  nextSequence,
  raiseReadMark,
  serializeMessages,
  setReadMark,
} from './repository.ts';
import { messageSchema } from './schemas.ts';
import { quotaOwner, takeQuota } from '../../http/quotas.ts';

/** First load of a group's messages (spec 2 §9). */
export const CHAT_MESSAGE_PAGE_SIZE = 21;

interface UploadedFile {
  fileName: string;
  type: string;
  bytes: Buffer;
}

/** JSON, or multipart fields with up to MAX_ATTACHMENTS `attachments` files checked by their bytes. */
async function readMessageRequest(request: FastifyRequest) {
  if (!request.isMultipart()) return { fields: objectBody(request.body), files: [] as UploadedFile[] };
  const language = languageOf(request);
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  const problems: string[] = [];
  const fail = (text: string) => {
    if (!problems.includes(text)) problems.push(text);
  };
  for await (const part of request.parts({ limits: { fileSize: MAX_ATTACHMENT_BYTES, files: MAX_ATTACHMENTS + 1 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'attachments') continue;
      if (part.file.truncated || bytes.length > MAX_ATTACHMENT_BYTES) {
        fail(msg('chatAttachmentTooLarge', language, { mb: MAX_ATTACHMENT_BYTES / 1024 / 1024 }));
        continue;
      }
      const fileName = cleanFileName(part.filename);
      const type = attachmentTypeOf(fileName, bytes);
      if (!type || bytes.length === 0) {
        fail(msg('chatAttachmentType', language));
        continue;
      }
      files.push({ fileName, type, bytes });
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (files.length > MAX_ATTACHMENTS) fail(msg('chatAttachmentCount', language, { max: MAX_ATTACHMENTS }));
  if (problems.length > 0) throw badRequest({ attachments: problems });
  return { fields, files };
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

export function registerMessageRoutes(app: FastifyInstance) {
  const { config, clock } = app.deps;

  app.get('/chat/v1/groups/:id/messages/', async (request) => {
    const context = await chatContext(request);
    const group = await memberGroup(context.db, idParam(request), context.user.id);
    const page = paginate(request.query, CHAT_MESSAGE_PAGE_SIZE);
    const ordering = (request.query as Record<string, unknown>).ordering;
    if (ordering !== undefined && ordering !== '-created_at' && ordering !== 'created_at') {
      throw badRequest({ ordering: ['chatOrdering'] });
    }
    const direction = ordering === 'created_at' ? 'asc' : 'desc';
    const [count, rows] = await Promise.all([
      groupMessageCount(context.db, group.id),
      groupMessages(context.db, group.id, direction, page),
    ]);
    // Reading the newest page marks everything up to the group's sequence read (never moves the mark back).
    if (page.offset === 0) {
      await raiseReadMark(context.db, group.member_id, Number(group.last_sequence));
    }
    const results = await serializeMessages(context.db, rows, config);
    return { ...pageResponse(request, page, count, results), sequence: Number(group.last_sequence) };
  });

  app.post('/chat/v1/groups/:id/messages/', { config: { multipart: true } }, async (request, reply) => {
    const context = await chatContext(request);
    const groupId = idParam(request);
    await memberGroup(context.db, groupId, context.user.id);
    const language = languageOf(request);
    const { fields, files } = await readMessageRequest(request);
    const body = parseBody(messageSchema, fields, language);
    const content = sanitizeMessageHtml(body.content ?? '');
    if (isBlankHtml(content) && files.length === 0) throw badRequest({ content: ['chatMessageEmpty'] });
    await takeQuota(request, ['chatMessage'], quotaOwner(context));
    if (files.length > 0) await takeQuota(request, ['upload'], quotaOwner(context), files.length);
    const clientId = body.client_id ?? null;
    const now = clock.now();

    const write = () =>
      context.db.transaction().execute(async (trx) => {
        // The group's row lock orders this group's writes: sequences follow commit order.
        const locked = await lockGroup(trx, groupId);
        const role = await memberRole(trx, groupId, context.user.id);
        if (!locked || !role) throw notFound();
        if (clientId !== null) {
          const earlier = await messageOfClientId(trx, groupId, context.user.id, clientId);
          if (earlier) return { message: earlier, replay: true as const, event: null };
        }
        const sequence = await nextSequence(trx, groupId, now);
        const message = await insertMessage(trx, {
          group_id: groupId,
          sender_id: context.user.id,
          sender_role: role,
          content,
          client_id: clientId,
          sequence,
          created_at: now,
        });
        for (const file of files) {
          const uploadId = randomBytes(18).toString('base64url');
          await insertAttachment(
            trx,
            {
              id: uploadId,
              owner_user_id: context.user.id,
              content_type: file.type,
              size: file.bytes.length,
              data: file.bytes,
              created: now,
            },
            {
              message_id: message.id,
              upload_id: uploadId,
              file_name: file.fileName,
              file_type: file.type,
              file_size: file.bytes.length,
            },
          );
        }
        // The sender has read everything up to their own message.
        await setReadMark(trx, groupId, context.user.id, sequence);
        const event: ChatEvent = {
          kind: 'created',
          group_id: groupId,
          message_id: message.id,
          sequence,
          sender_id: context.user.id,
        };
        await publishChatEvent(app, trx, event);
        return { message, replay: false as const, event };
      });

    let result: Awaited<ReturnType<typeof write>>;
    try {
      result = await write();
    } catch (error) {
      // Two sends of one client id at the same moment: the second finds the first.
      if (!isUniqueViolation(error)) throw error;
      result = await write();
    }
    if (result.event) chatEventCommitted(app, result.event);
    const [serialized] = await serializeMessages(context.db, [result.message], config);
    return reply.code(result.replay ? 200 : 201).send(serialized);
  });

  app.delete('/chat/v1/groups/:id/messages/:messageId/', async (request, reply) => {
    const context = await chatContext(request);
    const groupId = idParam(request);
    const messageId = idParam(request, 'messageId');
    await memberGroup(context.db, groupId, context.user.id);
    const event = await context.db.transaction().execute(async (trx) => {
      await lockGroup(trx, groupId);
      const message = await groupMessage(trx, groupId, messageId);
      if (!message) throw notFound();
      if (message.sender_id !== context.user.id) throw forbidden({ detail: 'chatOwnMessagesOnly' });
      await deleteMessageWithUploads(trx, message.id);
      const sequence = await nextSequence(trx, groupId);
      const deleted: ChatEvent = {
        kind: 'deleted',
        group_id: groupId,
        message_id: message.id,
        sequence,
        sender_id: context.user.id,
      };
      await publishChatEvent(app, trx, deleted);
      return deleted;
    });
    chatEventCommitted(app, event);
    return reply.code(204).send();
  });

  /**
   * An attachment by its unguessable id (the URL is the permission, as for profile pictures: an <img> sends no
   * Authorization header). Images and PDFs show inline in a sandbox; office files download.
   */
  app.get('/media/chat/:uploadId/', async (request, reply) => {
    const { uploadId } = request.params as { uploadId: string };
    if (!/^[A-Za-z0-9_-]{10,64}$/.test(uploadId)) throw notFound();
    const row = await attachmentContent(app.deps.db.withTables<ChatTables>(), uploadId);
    if (!row) throw notFound();
    const known = Object.values(ATTACHMENT_TYPES) as string[];
    const type = known.includes(row.file_type) ? row.file_type : 'application/octet-stream';
    const inline = type === 'image/png' || type === 'image/jpeg' || type === 'application/pdf';
    const asciiName = row.file_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .header('content-type', type)
      .header(
        'content-disposition',
        `${inline ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.file_name)}`,
      )
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=86400')
      .send(Buffer.from(row.data));
  });
}

export { HttpError };
