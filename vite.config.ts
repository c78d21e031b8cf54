import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Where the dev server sends API calls; VITE_API_TARGET points it at another port.
const API_SERVER = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:8080';
const LOCALE_FILE = /[\\/]src[\\/]client[\\/]i18n[\\/]locales[\\/]([a-z]{2})[\\/][^\\/]+\.json$/;

function localeChunk(id: string): string | null {
  const match = LOCALE_FILE.exec(id);
  return match ? `locale-${match[1]}` : null;
}

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(['/api', '/config.json', '/keycloak', '/realms'].map((path) => [path, { target: API_SERVER, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(['/api', '/config.json', '/keycloak', '/realms'].map((path) => [path, { target: API_SERVER, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router change rarely: one long-cached chunk that every page needs.
            { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            // All namespaces of one language in one chunk, fetched only when that language is used.
            { name: localeChunk, debugName: 'locale', test: LOCALE_FILE, priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
