import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tooling/chromium.ts';
import { ports, urls } from './support/stack.ts';

/** A server of the e2e stack, started by support/start-stack.mjs; ready when its URL answers or its port accepts. */
export interface StackServer {
  name: string;
  command: string;
  /** relative to e2e/ */
  cwd?: string;
  env?: Record<string, string>;
  url?: string;
  port?: number;
  /** 'pipe' shows the server's output in the run's (its errors are always shown) */
  stdout?: 'pipe' | 'ignore';
}

export const servers: StackServer[] = [
  {
    name: 'api',
    command: 'node --import tsx src/main.ts',
    cwd: '../apps/api',
    url: `${urls.api}/version/`,
    env: {
      PORT: String(ports.api),
      DATA_DIR: 'memory://',
      MAILDEV: '1',
      MAILDEV_WEB_PORT: String(ports.maildevWeb),
      SMTP_PORT: String(ports.smtp),
      WEB_BASE_URL: urls.dashboard,
      ACCESS_TOKEN_LIFETIME_SECONDS: '300',
      // Every e2e test signs in, registers or asks for mails from 127.0.0.1: only the per-address limit (100
      // auth requests a minute by default) is raised for the suite. The per-account limit keeps its production
      // default (RATE_LIMIT_AUTH_MAX, 10 failed sign-ins a minute) so a test can see its 429 and Retry-After.
      RATE_LIMIT_AUTH_ADDRESS_MAX: '100000',
      // The card payment provider lives on its own origin, like a real one (not behind the dashboard's /api
      // and the contract proxy): the API's test payment page on its own port, with its shared secret.
      PAYMENT_PROVIDER_URL: `${urls.api}/payments/test/`,
      PAYMENT_PROVIDER_SECRET: 'e2e-payment-provider-secret',
      // The integrations test's webhook receiver listens on 127.0.0.1 over http.
      WEBHOOK_ALLOW_HTTP: '1',
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: '1',
    },
    stdout: 'pipe',
  },
  {
    name: 'prism',
    command: `node ../node_modules/@stoplight/prism-cli/dist/index.js proxy ../openapi/openapi.yaml ${urls.api} --errors --port ${String(ports.prism)} --host 127.0.0.1`,
    url: `${urls.prism}/version/`,
  },
  {
    name: 'contract-proxy',
    command: `node support/contract-proxy.mjs ${String(ports.contractProxy)} ${urls.prism} ${urls.api}`,
    port: ports.contractProxy,
  },
  {
    // E2E_DIST_DIR serves a build in another folder (`vite build --outDir <dir> --emptyOutDir`), so that
    // parallel runs of different builds do not share apps/dashboard/dist.
    name: 'dashboard',
    command: `pnpm --filter @siirto/dashboard exec vite preview --host 127.0.0.1${process.env.E2E_DIST_DIR ? ` --outDir ${process.env.E2E_DIST_DIR}` : ''}`,
    url: urls.dashboard,
    env: { DASHBOARD_PORT: String(ports.dashboard), SIIRTO_API_TARGET: urls.contractProxy },
  },
];

/**
 * e2e: a real Chromium against the built dashboard (vite preview) and the real apps/api with its database
 * and MailDev inbox, through Prism, which answers 422/500 whenever a request or response breaks openapi/
 * (support/contract-proxy.mjs sends only multipart uploads, /media/ downloads and the /chats/ websocket past Prism:
 * Prism corrupts binary bodies and cannot carry a websocket upgrade).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: urls.dashboard,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A failing test keeps its trace with DOM snapshots and the network; no screenshots: the screencast behind them
    // keeps Chromium encoding frames through every test, passing or not, on a suite that is CPU-bound on 2 cores.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
  },
  // The servers start side by side (support/start-stack.mjs): Playwright's own list would start them one by one.
  webServer: {
    command: 'node support/start-stack.mjs',
    env: { E2E_STACK: JSON.stringify(servers) },
    wait: { stdout: /e2e stack ready/ },
    // the API's start (migrations and demo data on PGlite) takes 10-40 s by the machine's load; Prism's about 10 s
    timeout: 150_000,
    stdout: 'pipe',
  },
});
