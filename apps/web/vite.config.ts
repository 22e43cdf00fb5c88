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
 * What index.html asks for at once, beside the entry (main.tsx, which only starts the first screen's
 * downloads): the app (app/start.tsx) with the chunks it imports, their stylesheets (as preloads, so
 * that they do not hold the first paint back; the app's import applies them before it runs) and the
 * Spanish catalogue, which the app waits for before its first render (Spanish is the default; other
 * languages load theirs on demand). Without this they would be asked for only once main.tsx has run
 * (docs/decisions/018).
 */
function preloadApp(): Plugin {
  return {
    name: 'hotel-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/app/start.tsx')));
        const catalogue = chunks.find((chunk) => chunk.name === 'locale-es');
        if (!start || !catalogue) throw new Error('no app/start.tsx or locale-es chunk to preload');
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || scripts.has(fileName)) return;
          scripts.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        visit(start.fileName);
        scripts.add(catalogue.fileName);
        // Zod (the forms' validation, the login's after its first paint) is in no screen's first
        // load: fetched at the lowest priority once the page has what it needs, so that it is there
        // when a form asks for it (docs/decisions/018, fourth pass).
        const zod = chunks.find((chunk) => chunk.name === 'zod');
        if (!zod) throw new Error('no zod chunk to prefetch');
        // Those the entry imports statically are in index.html already.
        const absent = (href: string) => !html.includes(`/${href}"`);
        return [
          ...[...styles].filter(absent).map((href) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
          ...[...scripts].filter(absent).map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
          {
            tag: 'link',
            attrs: { rel: 'prefetch', crossorigin: true, href: `/${zod.fileName}` },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

/** The back office's own modules (issue 16): its screens, features and the pieces only they use. */
const BACK_OFFICE =
  /src[\\/](features[\\/]staff-[^\\/]+[\\/]|app[\\/]routes[\\/]staff[\\/]|components[\\/]ui[\\/](Pager|TimeAgo|RequestFailed)\.tsx$)/;

/**
 * Modules that four screens share only because the back office (one importer) is one of them:
 * the text area (with the opinions and the two contact forms); and the wizard's step page and
 * frame with its stepper, which only the wizard steps show (a group takes what its modules import, so both must stay out). In `screens` they would grow every hotel user's first load of every screen.
 */
const SHARED_WITH_BACK_OFFICE_OR_WIZARD_ONLY =
  /(@mantine[\\/]core[\\/]esm[\\/]components[\\/](Textarea|Stepper)[\\/]|src[\\/](features[\\/]wizard[\\/]components[\\/](WizardFrame|WizardStepper)|app[\\/]routes[\\/]wizard[\\/]StepPage)\.tsx$)/;

/**
 * The wizard's state and navigation (the shell's provider, the steps' next path, the progress that
 * reads them): in `screens` they made every screen that shares a component with the signed-in
 * screens (the second factor's list and image) load the shell. The shell's group takes those it
 * uses; the progress (0.6 kB) is a chunk of the screens that show it (decision 040).
 */
const WIZARD_STATE =
  /(src[\\/]features[\\/]wizard[\\/]hooks[\\/]|packages[\\/]domain[\\/]src[\\/]wizard[\\/](rules|progress)\.ts$)/;

/**
 * The domain's areas but the wizard's and the shared one: an area's rules go with its own screens
 * (the media's with the photos, videos and room steps and the back office), as when they shared a
 * module with its schemas. In `screens`, which takes what four lazy modules share, they would grow
 * every screen's first load; the wizard's rules are there for the wizard's frame and the sidebar.
 */
const DOMAIN_AREA = /packages[\\/]domain[\\/]src[\\/](?!wizard[\\/]|shared[\\/])[^\\/]+[\\/]/;

/**
 * A module of the domain package, in any of its area folders, that builds zod schemas (its
 * contracts; the others are plain rules and constants).
 */
function buildsSchemas(id: string): boolean {
  return (
    /packages[\\/]domain[\\/]src[\\/].+\.ts$/.test(id) && readFileSync(id, 'utf8').includes("from 'zod'")
  );
}

export default defineConfig({
  plugins: [react(), precompress(), preloadApp()],
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
    // 130 kB gzipped; the real gate is the per-route gzipped budget of bench/bundle-budget.ts.
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Few chunks, because every request of a first visit costs a round trip on a phone's
          // connection (six at a time on an HTTP/1.1 origin): the automatic split made 49 files for
          // the dashboard's home (35 of them for its frames and screen), 16 now. A group takes the
          // modules its `test` matches and, with them, the modules they import that a group of
          // higher priority has not taken (decision 018, third pass).
          groups: [
            {
              // What main.tsx imports itself (the screens' table, the stored session): small, and
              // free of React, so that it runs as soon as it has arrived.
              name: 'entry',
              tags: ['$initial'],
              test: (id) => !/(index\.html|main\.tsx)$/.test(id),
              priority: 8,
            },
            {
              // The libraries every screen runs before its first paint.
              name: 'framework',
              // With Mantine's portal and its merged ref (a kilobyte): the notifications' group would
              // take them otherwise, and the floating layer, which needs them, would bring the
              // notifications into the register page's first load (decision 040).
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@mantine[\\/]core[\\/]esm[\\/](core|components[\\/]Portal)|@mantine[\\/]hooks[\\/]esm[\\/]use-merged-ref)[\\/]/,
              priority: 7,
            },
            // The app (app/start.tsx): providers, router, auth layout and what they use. Each frame
            // of the router is taken with its group, or it would be a chunk of its own, one more
            // request (bench/bundle-budget.ts finds a frame by its group's name). With them the
            // helper every language's catalogue imports: shared by six chunks, `screens` would take
            // it, and the catalogue the app awaits would bring the signed-in screens' chunks along.
            // And the API layer's answer check (a few bytes in production): the login page and the
            // dashboard import it too, and either group would otherwise take it, and every screen
            // that calls the API would load that group's chunk.
            {
              name: 'boot',
              test: /src[\\/](app[\\/]start\.tsx|lib[\\/]catalogues[\\/]catalogue-from\.ts|lib[\\/]checked-answer\.ts)$/,
              priority: 6,
            },
            // The login form with its inputs: the login page's own download, kept apart from the
            // signed-in screens' chunks (its budget: bench/bundle-budget.ts).
            {
              name: 'login',
              test: /src[\\/]features[\\/]auth[\\/]components[\\/]LoginForm\.tsx$/,
              priority: 5,
            },
            // Loaded by the login page too (the notifications host; the login's validation, after
            // the first paint): apart, or they would bring the dashboard's chunks with them.
            // With the app's helpers that show them (components/ui/notify.ts): in `dashboard`, they
            // brought the signed-in frame into the restore-password page (decision 040).
            {
              name: 'notifications',
              test: /(node_modules[\\/]@mantine[\\/]notifications[\\/]|src[\\/]components[\\/]ui[\\/]notify\.ts$)/,
              priority: 4,
            },
            {
              name: 'zod',
              test: /(node_modules[\\/]zod[\\/]|src[\\/]features[\\/]auth[\\/]model[\\/]login-validation\.ts$)/,
              priority: 4,
            },
            // The query cache (react-query), for every screen but the login page (app/QueryHost.tsx),
            // with the library's hooks and the signed-in user's read (api/current-user.ts, which every
            // screen makes): in `dashboard`, which the shell's reads would otherwise take them into,
            // they brought the whole signed-in frame into the auth pages' first load (the register
            // form's mutation, the hotel autocomplete's query, the second factor's user; decision 040).
            // React Query only: the virtualizer (@tanstack/react-virtual) goes with the screens that
            // list long (issue 32), not into every screen's first load.
            {
              name: 'query',
              test: /(src[\\/](app[\\/]QueryHost\.tsx|api[\\/]current-user\.ts)$|node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/])/,
              priority: 4,
            },
            // The floating layer (floating-ui, Mantine's popover and combobox), shared by the register
            // page's hotel autocomplete and the signed-in screens' menus, selects and dialogs: apart,
            // or the shell's group would take it and bring the signed-in frame into the register
            // page's first load (decision 040).
            {
              name: 'floating',
              test: /node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/](components[\\/](Combobox|Popover|FocusTrap|ScrollArea|Overlay)[\\/]|utils[\\/]Floating[\\/]))/,
              priority: 4,
            },
            // The signed-in screens' frame (app/layouts/DashboardShell.tsx) with all it uses.
            { name: 'dashboard', test: /src[\\/]app[\\/]layouts[\\/]DashboardShell\.tsx$/, priority: 3 },
            // The form library, for the screens with forms only (not the dashboard or the photos), with
            // the forms' lazy validation (lib/lazy-resolver.ts): shared by four forms, `screens` would
            // take it, and bring the signed-in frame into the auth pages' first load.
            {
              name: 'forms',
              test: /(node_modules[\\/](react-hook-form|@hookform)[\\/]|src[\\/]lib[\\/]lazy-resolver\.ts$)/,
              priority: 2,
            },
            // The rates area of the domain (options and new-rate steps, the calendar's day keys, the
            // schemas): one download for the rates screens, which use them together. In chunks
            // of their own, each would cost its screens a request and its wrapping's bytes.
            {
              name: 'rates-domain',
              test: /packages[\\/]domain[\\/]src[\\/]rates[\\/](rules|calendar|contract)\.ts$/,
              priority: 2,
            },
            // The numbering plans (libphonenumber-js, ~25 kB gzipped) for the screens that show a
            // phone formatted: apart, or `screens` would take them into every signed-in first load
            // (decision 032).
            {
              name: 'phone',
              test: /(node_modules[\\/]libphonenumber-js[\\/]|src[\\/]lib[\\/]phone\.ts$)/,
              priority: 2,
            },
            // The hotel's photos, videos and contract as the wizard's frame (its stepper, the returned
            // steps) and the media and contract steps read them: apart, or `screens` would carry them
            // into the screens that never show a hotel's content (the rates, billing, profile).
            {
              name: 'hotel-content',
              test: /src[\\/](api[\\/](media|contracts)\.ts|features[\\/](media|contracts)[\\/]api[\\/][^\\/]+\.ts|lib[\\/]upload\.ts)$/,
              priority: 2,
            },
            // What the rates screens and the reservations share (issue 32): the date field, the selected
            // hotel's scope and its hint. Four lazy screens import them, so `screens` would take them
            // into every signed-in screen's first load.
            {
              name: 'hotel-scope',
              test: /src[\\/](components[\\/]ui[\\/]DateField\.tsx|app[\\/]routes[\\/]rates[\\/]scope\.tsx|features[\\/]rates[\\/]components[\\/]NoHotelHint\.tsx)$/,
              priority: 2,
            },
            // What at least four lazy modules share (components, the wizard's frame, domain rules),
            // but not the domain's schemas: they need zod, which only the forms load (their chunks
            // import it), and here they would bring it into every signed-in screen's first load. Nor
            // the API layer (src/api), whose fetchers parse answers with those schemas, nor what the
            // back office's screens share (issue 16): hotel users never open them.
            {
              name: 'screens',
              test: (id) =>
                !buildsSchemas(id) &&
                !/src[\\/]api[\\/]/.test(id) &&
                !BACK_OFFICE.test(id) &&
                !SHARED_WITH_BACK_OFFICE_OR_WIZARD_ONLY.test(id) &&
                !DOMAIN_AREA.test(id) &&
                !WIZARD_STATE.test(id),
              minShareCount: 4,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
