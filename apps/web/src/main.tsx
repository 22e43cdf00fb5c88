import { preloadScreen } from './app/screens.ts';
import { initialLanguage } from './lib/initial-language.ts';
import { storedSession } from './lib/session-keys.ts';

// This module has no static import of React, the router or Mantine, so it runs as soon as it has
// arrived: the first screen's chunks and data are asked for now, beside the app's own chunks
// (preloaded by index.html), instead of after the app has arrived and run (docs/decisions/018).
preloadScreen({ pathname: window.location.pathname, language: initialLanguage(), ...storedSession() });
// Not awaited: router.tsx imports this module's chunk (screens.ts), which must finish evaluating.
void import('./app/start.tsx');
