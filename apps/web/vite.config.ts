import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.SOE_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': backend,
      '/auth/logout': backend,
      '/auth/google': backend,
      '/auth/github': backend,
      '/auth/apple': backend,
      '/ws': { target: backend, ws: true },
      '/healthz': backend,
      '/readyz': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // NOTE: the server's CSP forbids inline scripts; keep every module in its own file.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 700,
  },
});
