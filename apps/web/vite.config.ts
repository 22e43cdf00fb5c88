import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // /media: stored photos, videos and avatars, served by the API server.
    proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
  },
});
