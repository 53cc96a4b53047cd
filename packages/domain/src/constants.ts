/** Business constants and limits of spec 1 §9 (and the codes of §3, §6), one named export each. */

/** The web app version built into this release; the backend's newer version triggers the update notice. */
export const BUILT_IN_WEB_VERSION = '2.1.12';

export const NOTIFICATION_DISMISS_MS = 7_000;
export const VERSION_NOTICE_DISMISS_MS = 15_000;
export const VERSION_POLL_INTERVAL_MS = 15 * 60 * 1000;
export const COMPANY_ERROR_LOGOUT_DELAY_MS = 3_000;

export const LIST_PAGE_SIZE = 30;
export const PAGE_SIZE_OPTIONS = [10_000, 30, 50, 100, 300] as const;
/** The "All" option of the page-size selector. */
export const PAGE_SIZE_ALL = 10_000;
export const USERS_PAGE_SIZE = 30;
export const BUSINESS_LOCATIONS_PAGE_SIZE = 30;
export const INVITATIONS_LIST_LIMIT = 100;
/** The pending-invitation list asks for these status values (`status__in=2,8`). */
export const PENDING_INVITATION_STATUSES = [2, 8] as const;
export const FRONTPAGE_WIDGET_LIMIT = 5;

export const TABLE_SEARCH_DEBOUNCE_MS = 1_000;
export const ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const DATE_PICKER_MINUTE_STEP = 15;

export const IMAGE_MAX_BYTES = 3_000_000;
export const IMAGE_ALLOWED_TYPES = ['image/png', 'image/jpeg'] as const;
export const IMAGE_ALLOWED_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;
export const TEXT_MAX_LENGTH = 200;
export const PASSWORD_MIN_LENGTH = 8;
export const PIN_LENGTH = 6;
export const PIN_VALIDITY_MINUTES = 20;
export const INVITATION_VALIDITY_DAYS = 7;

/** How long the link that confirms a new e-mail address (the sign-in name) works (issue 28 item 13). */
export const EMAIL_CHANGE_VALID_HOURS = 48;

export const INVOICING_TYPE_EINVOICE = 2;
export const INVOICING_TYPE_EMAIL = 5;
export const INVOICING_TYPES = [INVOICING_TYPE_EINVOICE, INVOICING_TYPE_EMAIL] as const;
export const DEFAULT_INVOICING_TYPE = INVOICING_TYPE_EINVOICE;

/** Company user roles (the contract's `companies.company_user.role`): 2 location user, 3 user, 5 company admin. */
export const COMPANY_ROLE = { locationUser: 2, user: 3, companyAdmin: 5 } as const;
/** Company user role tied to exactly one business location. */
export const ROLE_LOCATION_LIMITED = COMPANY_ROLE.locationUser;
/** The company admin role, hidden from non-admins in role choices. */
export const ROLE_RESTRICTED = COMPANY_ROLE.companyAdmin;

/** Companies of this account type get the top navigation instead of the side menu. */
export const TOP_NAVIGATION_ACCOUNT_TYPE = 9;
/** Menu items of this permission level show only to staff users. */
export const STAFF_PERMISSION_LEVEL = 3;

export const SHARED_MAP_HEIGHT_PX = 578;

export const DATE_FORMAT = 'DD.MM.YYYY';
export const DISPLAY_TIME_ZONE = 'Europe/Helsinki';
