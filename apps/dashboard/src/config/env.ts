import { NOTIFICATION_DISMISS_MS } from '@siirto/domain';

/** Build-time settings. */
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) ?? '/api',
  webVersion: '2.1.12',
} as const;

export const timing = {
  notificationMs: NOTIFICATION_DISMISS_MS,
  versionNoticeMs: 15_000,
  versionPollMs: 15 * 60_000,
  companyErrorLogoutMs: 3_000,
} as const;

export const pageSize = { list: 30, invitations: 100, frontpageWidget: 5 } as const;
