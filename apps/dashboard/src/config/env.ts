import {
  BUILT_IN_WEB_VERSION,
  COMPANY_ERROR_LOGOUT_DELAY_MS,
  NOTIFICATION_DISMISS_MS,
  VERSION_NOTICE_DISMISS_MS,
} from '@siirto/domain';

/** Build-time settings. */
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) ?? '/api',
  webVersion: BUILT_IN_WEB_VERSION,
} as const;

/** The app's timings: the domain's (the version check polls in its machine). */
export const timing = {
  notificationMs: NOTIFICATION_DISMISS_MS,
  versionNoticeMs: VERSION_NOTICE_DISMISS_MS,
  companyErrorLogoutMs: COMPANY_ERROR_LOGOUT_DELAY_MS,
} as const;
