/**
 * Ports of the e2e stack; they differ from `npm start`'s so both can run at once. E2E_PORT_OFFSET moves the
 * whole stack (two checkouts can run their e2e side by side).
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const ports = {
  api: 8100 + offset,
  prism: 4110 + offset,
  contractProxy: 4120 + offset,
  dashboard: 4173 + offset,
  maildevWeb: 1180 + offset,
  smtp: 1125 + offset,
  /** The API and dashboard that tests/realtime-restart.spec.ts starts and restarts by itself. */
  restartApi: 8101 + offset,
  restartDashboard: 4174 + offset,
};

/**
 * E2E_LAYOUT_URL: the tests run against `pnpm layout`'s nginx (support/layout.config.ts), which serves the dashboard
 * and the API under its /api/; no Prism and no MailDev there, so only tests that need neither run through it.
 */
const layout = process.env.E2E_LAYOUT_URL;

export const urls = {
  api: layout ? `${layout}/api` : `http://127.0.0.1:${ports.api}`,
  prism: layout ? `${layout}/api` : `http://127.0.0.1:${ports.prism}`,
  contractProxy: layout ? `${layout}/api` : `http://127.0.0.1:${ports.contractProxy}`,
  dashboard: layout ?? `http://127.0.0.1:${ports.dashboard}`,
  maildev: `http://127.0.0.1:${ports.maildevWeb}`,
};
