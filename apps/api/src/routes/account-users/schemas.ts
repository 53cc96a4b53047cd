/** The account users' request bodies (invitation, edit). */
import { z } from 'zod';
import { emailSchema, languageSchema } from '../../http/validation.ts';

export const PORTFOLIO_REQUIRED = 'portfolio';

const userTypeSchema = z.union([z.literal(1), z.literal(2)], { error: 'userTypeChoose' });
const portfoliosSchema = z
  .array(z.number({ error: PORTFOLIO_REQUIRED }).int().positive().max(2_147_483_647), { error: PORTFOLIO_REQUIRED })
  .max(1000);

export const inviteSchema = z.object({
  username: emailSchema,
  email: emailSchema.optional(),
  user_type: userTypeSchema,
  language: languageSchema.optional(),
  portfolios: portfoliosSchema,
});

export const updateSchema = z.object({ user_type: userTypeSchema.optional(), portfolios: portfoliosSchema.optional() });
