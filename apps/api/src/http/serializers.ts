import type { Config } from '../config.ts';
import type { User } from '../db/schema.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** URL of an uploaded file served by GET /media/uploads/{id}/. */
export const uploadUrl = (config: Pick<Config, 'apiBaseUrl'>, uploadId: string) =>
  `${config.apiBaseUrl}/media/uploads/${uploadId}/`;

export const fullName = (user: Pick<User, 'first_name' | 'last_name'>) => `${user.first_name} ${user.last_name}`.trim();

/** The MyUser shape of the contract. */
export function serializeMyUser(
  user: User,
  isCompanyAdmin: boolean,
  config: Pick<Config, 'apiBaseUrl'>,
  isDriver = false,
  /** The address the e-mail is waiting to change to (its link not opened yet), or null. */
  pendingEmail: string | null = null,
) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: fullName(user),
    phone: user.phone === '' ? null : user.phone,
    language: user.language === 'en' ? ('en' as const) : ('fi' as const),
    is_company_admin: isCompanyAdmin,
    is_staff: user.is_staff,
    is_driver: isDriver,
    profile_picture: user.profile_picture_upload_id ? uploadUrl(config, user.profile_picture_upload_id) : null,
    new_features_readed: iso(user.new_features_readed),
    activated: user.email_confirmed && user.is_active,
    user_activated_date: iso(user.user_activated_date),
    invated_date: iso(user.invated_date),
    pending_email: pendingEmail,
  };
}
