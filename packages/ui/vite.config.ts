import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** Everything the package depends on stays external: the app's bundler dedupes and tree-shakes it. */
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Library build of @siirto/ui: one ES module per entry with shared chunks, so importing Button never loads the
 * table (`@siirto/ui/table`). The map entry belongs to the maps engineer and is added there.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // One CSS file per entry, so the table's styles stay with the table.
    cssCodeSplit: true,
    lib: {
      entry: { index: src('index.ts'), table: src('table/index.ts'), theme: src('theme/index.ts') },
      formats: ['es'],
    },
    rolldownOptions: { external: isExternal },
  },
});
