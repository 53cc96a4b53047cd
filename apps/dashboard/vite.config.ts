import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { noParserAlias, precompiledMessages } from './src/i18n/vite-plugin.ts';

/** The dashboard talks to `/api`; dev and preview servers forward it to the backend (SIIRTO_API_TARGET). */
const apiTarget = process.env.SIIRTO_API_TARGET ?? 'http://127.0.0.1:8000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget, changeOrigin: true, ws: true, rewrite: (path) => path.replace(/^\/api/, '') },
};

export default defineConfig({
  plugins: [precompiledMessages(), react(), vanillaExtractPlugin()],
  resolve: { alias: [noParserAlias] },
  server: { port: Number(process.env.DASHBOARD_PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.DASHBOARD_PORT ?? 4173), strictPort: true, proxy },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
