import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { initI18n, initialLanguage } from './lib/i18n.ts';

// The router first: it starts downloading the first screen's chunk while the catalogue of the
// language loads, instead of after it (one round trip less before the first paint).
const router = createRouter();
await initI18n(initialLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
