import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chunkGroups } from './chunk-groups.ts';
import { securityHeaders } from './security-headers.ts';
import { noParserAlias, precompiledMessages } from './src/i18n/vite-plugin.ts';

/** The dashboard talks to `/api`; dev and preview servers forward it to the backend (SIIRTO_API_TARGET). */
const apiTarget = process.env.SIIRTO_API_TARGET ?? 'http://127.0.0.1:8000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget, changeOrigin: true, ws: true, rewrite: (path) => path.replace(/^\/api/, '') },
};

/**
 * A websocket through the proxy that either side closes by resetting it (a chat page closed, a browser context
 * ended, the API restarted) is normal: the chat reconnects. Vite logs each reset with its stack, which buried the e2e
 * output; the logger drops only those, every other proxy error is still logged.
 */
const logger = createLogger();
const logError = logger.error.bind(logger);
logger.error = (message, options) => {
  const code = (options?.error as NodeJS.ErrnoException | null | undefined)?.code;
  if (message.includes('ws proxy') && (code === 'ECONNRESET' || code === 'EPIPE')) return;
  logError(message, options);
};

/**
 * react-router's package exports name only its development build (dev-only warnings and checks, no production
 * condition), so a build takes its production files by path: the same API, without the development code.
 */
const reactRouterDist = join(
  dirname(
    createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve('react-router/package.json'),
  ),
  'dist',
  'production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command, mode }) => {
  // the same VITE_ settings the build compiles in (the environment or .env files) decide the policy's origins
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  const headers = { apiUrl: env.VITE_API_URL, mapboxToken: env.VITE_MAPBOX_TOKEN };
  return {
    customLogger: logger,
    plugins: [precompiledMessages(), react(), vanillaExtractPlugin()],
    resolve: { alias: [noParserAlias, ...(command === 'build' ? reactRouterProduction : [])] },
    server: {
      port: Number(process.env.DASHBOARD_PORT ?? 5173),
      strictPort: true,
      proxy,
      headers: securityHeaders({ ...headers, dev: true }),
    },
    preview: {
      port: Number(process.env.DASHBOARD_PORT ?? 4173),
      strictPort: true,
      proxy,
      headers: securityHeaders(headers),
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
    },
  };
});
