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

/**
 * Preloads the Spanish catalogue from index.html, beside the entry's own modules: the app waits for
 * the catalogue of its language before the first paint, and Spanish is the default. Without it the
 * catalogue is only asked for once the entry has run (decision 018). Other languages still load
 * theirs on demand.
 */
function preloadDefaultCatalogue(): Plugin {
  return {
    name: 'hotel-preload-default-catalogue',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'locale-es',
        );
        if (!chunk) throw new Error('no locale-es chunk to preload');
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), preloadDefaultCatalogue()],
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
    // The `framework` chunk (react-dom, react-router, i18next, Mantine's core) is ~410 kB minified,
    // 128 kB gzipped; the real gate is the per-route gzipped budget of bench/bundle-budget.ts.
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every screen runs before its first paint, in one chunk: split by use,
              // they came as a dozen small files, each a request in the queue of a browser's six
              // connections (decision 018).
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/,
              priority: 2,
            },
            {
              // What most screens share (layout pieces, inputs, the API client), in one chunk too.
              name: 'common',
              minShareCount: 24,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
