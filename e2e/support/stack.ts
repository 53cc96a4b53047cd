/** Ports of the e2e stack; they differ from `npm start`'s so both can run at once. */
export const ports = { api: 8100, prism: 4110, dashboard: 4173, maildevWeb: 1180, smtp: 1125 };

export const urls = {
  api: `http://127.0.0.1:${ports.api}`,
  prism: `http://127.0.0.1:${ports.prism}`,
  dashboard: `http://127.0.0.1:${ports.dashboard}`,
  maildev: `http://127.0.0.1:${ports.maildevWeb}`,
};
