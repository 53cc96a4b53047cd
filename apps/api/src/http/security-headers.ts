/**
 * The security headers of every API answer (JSON, files, the test payment page, errors and 404s alike), set once in
 * app.ts. No answer may be framed, sniffed into another type or leak its address (`?token=` links) as a referrer;
 * an answer that sets no policy of its own gets one that allows nothing (a JSON answer loads nothing; the test
 * payment page and the uploads set their own, stricter than the dashboard's).
 */
export const API_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
} as const;

/** The policy of an answer that sets none. */
export const DEFAULT_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
