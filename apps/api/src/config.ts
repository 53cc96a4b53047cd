import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the API reads from its environment (TEAM.md "apps/api process contract"). */
export interface Config {
  port: number;
  host: string;
  /** Folder of the PGlite database and the JWT secret; `memory://` keeps everything in memory. */
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL pool of this process (db/database.ts): at most `poolMax` connections (DATABASE_POOL_MAX, default 10;
   * N processes use N × poolMax of the server's max_connections); a statement is cancelled after
   * `statementTimeoutMs` (DATABASE_STATEMENT_TIMEOUT_MS, default 10 s) and a request waits at most
   * `connectTimeoutMs` (DATABASE_CONNECT_TIMEOUT_MS, default 5 s) for a connection: then a 503 with Retry-After.
   */
  databasePool: { poolMax: number; statementTimeoutMs: number; connectTimeoutMs: number };
  /**
   * SIGTERM (main.ts): the longest wait for requests in flight before the process exits anyway (SHUTDOWN_TIMEOUT_MS,
   * default 8 s, inside the 10 s a process manager usually gives).
   */
  shutdownTimeoutMs: number;
  maildev: boolean;
  maildevWebPort: number;
  smtpHost: string;
  smtpPort: number;
  mailFrom: string;
  webBaseUrl: string;
  /**
   * Public base of this API as browsers reach it (uploaded file and chat image URLs, the test payment page). Default
   * `/api`: a path, so the URLs are relative to whatever origin serves the dashboard and its `/api` proxy (its CSP
   * `img-src 'self'` allows them); an absolute URL when the API has an origin of its own.
   */
  apiBaseUrl: string;
  accessTokenLifetimeSeconds: number;
  refreshTokenLifetimeSeconds: number;
  /** A second use of an already rotated refresh token within this window still succeeds (parallel tabs/requests). */
  refreshGraceSeconds: number;
  jwtSecret: string;
  paymentProviderUrl: string;
  /** The secret shared with the payment provider: HMAC-SHA256 key of its signed returns and callbacks. */
  paymentProviderSecret: string;
  /**
   * Fastify's trustProxy (TRUST_PROXY): false by default (the client address is the socket's); behind a reverse
   * proxy the number of proxy hops or the proxies' addresses, so the per-address rate limit sees real clients.
   */
  trustProxy: boolean | number | string;
  /** Browser origins allowed to call the API (CORS_ORIGINS, comma separated); default the origin of WEB_BASE_URL. */
  corsOrigins: string[];
  /**
   * Auth endpoints, per `windowSeconds`: at most `accountMax` failed sign-ins / PINs / current passwords (and mails)
   * per account, and at most `addressMax` auth requests of any kind per IP address.
   */
  authRateLimit: { accountMax: number; addressMax: number; windowSeconds: number };
  /** Requests one API key may make per `windowSeconds` (API_KEY_RATE_LIMIT_MAX, API_KEY_RATE_LIMIT_WINDOW_SECONDS). */
  apiKeyRateLimit: { max: number; windowSeconds: number };
  /**
   * Webhook deliveries (routes/integrations/): http URLs allowed (WEBHOOK_ALLOW_HTTP, for local testing), private
   * addresses allowed (WEBHOOK_ALLOW_PRIVATE_ADDRESSES), each attempt's timeout (WEBHOOK_TIMEOUT_MS, 5000), the
   * answer's bytes read (WEBHOOK_MAX_RESPONSE_BYTES, 65536) and how often each process looks for due deliveries
   * (WEBHOOK_POLL_INTERVAL_MS, 1000; 0: never by itself, the tests run the queue by hand).
   */
  webhooks: {
    allowHttp: boolean;
    allowPrivateAddresses: boolean;
    timeoutMs: number;
    maxResponseBytes: number;
    pollIntervalMs: number;
  };
  /**
   * How often each process looks for repeating-order series due to create their next occurrences
   * (REPEAT_POLL_INTERVAL_MS, 60000; 0: never by itself, the tests run the schedule by hand).
   */
  repeatPollIntervalMs: number;
  /** The realtime channel's server ping interval (CHAT_PING_INTERVAL_MS); a socket silent for one interval is dropped. */
  chatPingIntervalMs: number;
  /**
   * Status settings of the order form (GET /admin_data/status/): WEB_TRANSPORT_CREATE_VERSION 1 (the create form in
   * a modal) or 2 (a page, the default); WEB_TRANSPORT_TRAVEL_TIME_MARGIN_PERCENT (default 0), the margin added to
   * a drive time estimate, which the API also uses when it checks a delivery time.
   */
  transportCreateVersion: 1 | 2;
  transportTravelTimeMarginPercent: number;
}

/** WEB_TRANSPORT_CREATE_VERSION: 1 or 2 (default 2). */
function createVersionFromEnv(raw: string | undefined): 1 | 2 {
  const value = (raw ?? '').trim();
  if (value === '' || value === '2') return 2;
  if (value === '1') return 1;
  throw new Error(`WEB_TRANSPORT_CREATE_VERSION must be 1 or 2, got '${value}'`);
}

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got '${raw}'`);
  return value;
}

/** JWT_SECRET, else a secret generated once and kept in the data folder (a fresh one per process for memory://). */
function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (dataDir === 'memory://') return randomBytes(32).toString('hex');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** An origin (`scheme://host[:port]`) of a URL, or an error naming the variable. */
function originOf(name: string, url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name} must hold absolute URLs (https://host[:port]), got '${url}'`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${name} must hold http(s) URLs, got '${url}'`);
  }
  return parsed.origin;
}

/** TRUST_PROXY: unset/false, true, a hop count (1) or comma-separated proxy addresses/CIDRs. */
function trustProxyFromEnv(raw: string | undefined): boolean | number | string {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** CORS_ORIGINS (comma separated), else the dashboard's own origin (WEB_BASE_URL's). */
function corsOriginsFromEnv(raw: string | undefined, webBaseUrl: string): string[] {
  const listed = (raw ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (listed.length === 0) return [originOf('WEB_BASE_URL', webBaseUrl)];
  return listed.map((origin) => originOf('CORS_ORIGINS', origin));
}

/**
 * PAYMENT_PROVIDER_SECRET, required with a real PAYMENT_PROVIDER_URL; the built-in test page shares a key derived
 * from the signing key, so a payment started before a restart still verifies after it.
 */
function paymentSecretFromEnv(env: NodeJS.ProcessEnv, jwtSecret: string): string {
  const secret = env.PAYMENT_PROVIDER_SECRET?.trim();
  if (secret) return secret;
  if (env.PAYMENT_PROVIDER_URL) {
    throw new Error('PAYMENT_PROVIDER_SECRET must be set together with PAYMENT_PROVIDER_URL');
  }
  return createHmac('sha256', jwtSecret).update('siirto test payment provider').digest('hex');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFromEnv(env, 'PORT', 8000);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = env.DATA_DIR ?? join(repoRoot, '.data', 'api');
  const maildev = env.MAILDEV === '1' || env.MAILDEV === 'true';
  const apiBaseUrl = (env.API_BASE_URL ?? '/api').replace(/\/$/, '');
  const webBaseUrl = (env.WEB_BASE_URL ?? 'http://localhost:5173').replace(/\/$/, '');
  const jwtSecret = resolveJwtSecret(env, dataDir);
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePool: {
      poolMax: intFromEnv(env, 'DATABASE_POOL_MAX', 10) || 10,
      statementTimeoutMs: intFromEnv(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 10_000),
      connectTimeoutMs: intFromEnv(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5000) || 5000,
    },
    shutdownTimeoutMs: intFromEnv(env, 'SHUTDOWN_TIMEOUT_MS', 8000),
    maildev,
    maildevWebPort: intFromEnv(env, 'MAILDEV_WEB_PORT', 1080),
    smtpHost: env.SMTP_HOST ?? '127.0.0.1',
    smtpPort: intFromEnv(env, 'SMTP_PORT', 1025),
    mailFrom: env.MAIL_FROM ?? 'Siirto <no-reply@siirto.fi>',
    webBaseUrl,
    apiBaseUrl,
    accessTokenLifetimeSeconds: intFromEnv(env, 'ACCESS_TOKEN_LIFETIME_SECONDS', 300),
    refreshTokenLifetimeSeconds: intFromEnv(env, 'REFRESH_TOKEN_LIFETIME_SECONDS', 86_400),
    refreshGraceSeconds: intFromEnv(env, 'REFRESH_TOKEN_GRACE_SECONDS', 10),
    jwtSecret,
    // The card payment provider's page; by default this API's own test payment page (routes/payments/).
    paymentProviderUrl: env.PAYMENT_PROVIDER_URL || `${apiBaseUrl}/payments/test/`,
    paymentProviderSecret: paymentSecretFromEnv(env, jwtSecret),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    corsOrigins: corsOriginsFromEnv(env.CORS_ORIGINS, webBaseUrl),
    authRateLimit: {
      accountMax: intFromEnv(env, 'RATE_LIMIT_AUTH_MAX', 10),
      addressMax: intFromEnv(env, 'RATE_LIMIT_AUTH_ADDRESS_MAX', 100),
      windowSeconds: intFromEnv(env, 'RATE_LIMIT_AUTH_WINDOW_SECONDS', 60),
    },
    apiKeyRateLimit: {
      max: intFromEnv(env, 'API_KEY_RATE_LIMIT_MAX', 600),
      windowSeconds: intFromEnv(env, 'API_KEY_RATE_LIMIT_WINDOW_SECONDS', 60),
    },
    webhooks: {
      allowHttp: env.WEBHOOK_ALLOW_HTTP === '1' || env.WEBHOOK_ALLOW_HTTP === 'true',
      allowPrivateAddresses:
        env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES === '1' || env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES === 'true',
      timeoutMs: intFromEnv(env, 'WEBHOOK_TIMEOUT_MS', 5000) || 5000,
      maxResponseBytes: intFromEnv(env, 'WEBHOOK_MAX_RESPONSE_BYTES', 65_536) || 65_536,
      pollIntervalMs: intFromEnv(env, 'WEBHOOK_POLL_INTERVAL_MS', 1000),
    },
    repeatPollIntervalMs: intFromEnv(env, 'REPEAT_POLL_INTERVAL_MS', 60_000),
    chatPingIntervalMs: intFromEnv(env, 'CHAT_PING_INTERVAL_MS', 30_000) || 30_000,
    transportCreateVersion: createVersionFromEnv(env.WEB_TRANSPORT_CREATE_VERSION),
    transportTravelTimeMarginPercent: intFromEnv(env, 'WEB_TRANSPORT_TRAVEL_TIME_MARGIN_PERCENT', 0),
  };
}
