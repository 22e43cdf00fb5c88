/**
 * The app itself: React, the router, Mantine and the catalogue of the language. main.tsx imports it
 * after it has started the first screen's downloads; index.html preloads it and its chunks
 * (vite.config.ts, docs/decisions/018).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n, initialLanguage } from '../lib/i18n.ts';
import { Providers } from './providers.tsx';
import { createRouter } from './router.tsx';

// The router first: it starts downloading the first screen's chunk while the catalogue of the
// language loads, instead of after it (one round trip less before the first paint).
const router = createRouter();
// Not a top-level await: the screens' chunks import this module's chunk, and would wait for it.
void initI18n(initialLanguage()).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  const app = createRoot(root);
  // A transition: React renders the first screen in slices of a few milliseconds instead of one
  // long task, so that a slow phone stays responsive while it boots (decision 018, fourth pass).
  startTransition(() => {
    app.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
});
