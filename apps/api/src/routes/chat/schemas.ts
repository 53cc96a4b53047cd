/** The chat's request bodies (a new group, a member, a message). */
import { z } from 'zod';
import { optionalText, requiredText } from '../../http/validation.ts';
import { CHAT_ROLES } from './repository.ts';
import { MAX_MESSAGE_CONTENT } from './sanitize.ts';

export const groupCreateSchema = z.object({
  name: requiredText(200),
  description: optionalText(1000).optional(),
  chat_type: z.enum(['customer', 'group'], { error: 'chatTypeChoose' }),
  customer: z.number({ error: 'chooseCustomer' }).int().positive({ error: 'chooseCustomer' }).optional(),
  add_all_members: z.boolean({ error: 'booleanValue' }).optional(),
  add_customer: z.boolean({ error: 'booleanValue' }).optional(),
});

export const memberCreateSchema = z.object({
  chat_group: z.number({ error: 'required' }).int().positive(),
  user: z.number({ error: 'required' }).int().positive(),
  role: z.enum(CHAT_ROLES, { error: 'roleChoose' }),
});

const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const messageSchema = z.object({
  content: z
    .string({ error: 'textValue' })
    .max(MAX_MESSAGE_CONTENT, { error: `maxChars?max=${String(MAX_MESSAGE_CONTENT)}` })
    .optional(),
  client_id: z.string({ error: 'textValue' }).regex(CLIENT_ID_PATTERN, { error: 'chatClientId' }).optional(),
});
