import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a .br and a .gz beside each text asset of the build, at the strongest levels: the server
 * sends them as they are (@fastify/static preCompressed) instead of compressing at every request
 * or not at all (docs/decisions/018-web-performance.md).
 */
function precompress(): Plugin {
  return {
    name: 'hotel-precompress',
    apply: 'build',
    writeBundle(options) {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        );
      for (const file of walk(options.dir ?? 'dist')) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file) || file.includes('/.vite/')) continue;
        const content = readFileSync(file);
        // Under a kilobyte, compression saves less than the headers it costs.
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    // /media: stored photos, videos and avatars, served by the API server.
    proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // .vite/manifest.json: the chunk graph that bench/bundle-budget.ts sums per route (npm test).
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // One chunk per language: the app loads all namespaces of the chosen language at start
        // (src/lib/i18n.ts), in one request instead of twenty-two.
        codeSplitting: {
          groups: [
            {
              test: /locales\/[a-z]{2}\/[^/]+\.json$/,
              name: (id) => `locale-${/locales\/([a-z]{2})\//.exec(id)?.[1] ?? 'other'}`,
            },
          ],
        },
      },
    },
  },
});
