/**
 * The dashboard's security headers, defined once: vite.config.ts serves them on `vite preview` (what `npm start` and
 * e2e run) and on the dev server; docs/production.md lists the same headers for a static host.
 *
 * The tokens live in localStorage, so the policy's job is to keep any script but the dashboard's own files out:
 * no inline script, no eval, no other origin; the page cannot be framed, and forms post only to the dashboard.
 */

/** The hosts Mapbox GL, its search and its routes talk to (only with VITE_MAPBOX_TOKEN). */
export const mapboxOrigins = ['https://api.mapbox.com', 'https://events.mapbox.com', 'https://*.tiles.mapbox.com'];

export interface SecurityHeaderOptions {
  /** VITE_API_URL: when absolute, its origin may be called (connect-src) and its pictures shown (img-src). */
  apiUrl?: string | undefined;
  /** VITE_MAPBOX_TOKEN: when set, the Mapbox hosts may be called. */
  mapboxToken?: string | undefined;
  /**
   * The dev server: Vite puts React Refresh's preamble in an inline script and every stylesheet (vanilla-extract's
   * too) in a `<style>` element, so hot reload needs 'unsafe-inline' for scripts and styles there. Never in a build.
   */
  dev?: boolean;
}

/** The origin of an absolute API URL; nothing for a path on the dashboard's own origin (the default `/api`). */
export function apiOrigin(apiUrl: string | undefined): string | undefined {
  if (!apiUrl || !/^https?:\/\//i.test(apiUrl)) return undefined;
  return new URL(apiUrl).origin;
}

/** The Content-Security-Policy: one directive per entry, sources in order. */
export function contentSecurityPolicyDirectives({ apiUrl, mapboxToken, dev = false }: SecurityHeaderOptions = {}): [
  string,
  string[],
][] {
  const api = apiOrigin(apiUrl);
  const extra = (...sources: (string | false | undefined)[]) => sources.filter((s): s is string => Boolean(s));
  const mapbox = mapboxToken ? mapboxOrigins : [];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...extra(dev && "'unsafe-inline'")]],
    // React's style props go through the CSSOM, which the policy allows; the build has only stylesheet files
    ['style-src', ["'self'", ...extra(dev && "'unsafe-inline'")]],
    // maplibre and mapbox draw their icons and tiles from data: and blob: URLs; user pictures come from the API
    ['img-src', ["'self'", 'data:', 'blob:', ...extra(api)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...extra(api), ...mapbox]],
    // maplibre and mapbox start their workers from blob: URLs
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    // the dashboard posts no form to another site (a link or redirect to the card payment page is not a form post)
    ['form-action', ["'self'"]],
  ];
}

export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  return contentSecurityPolicyDirectives(options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Every security header of the dashboard's responses. Referrer-Policy strict-origin-when-cross-origin: another
 * origin (Mapbox, a link the user follows) gets at most the dashboard's origin, never a path or query, so the
 * public tracking link's `?token=` never leaves the dashboard; Mapbox still sees the origin its token may be
 * restricted to, which no-referrer would hide.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
