import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type BuildEnvironmentOptions } from 'vite';

/** Where `npm run dev` sends API calls: the server of `npm start` unless told otherwise. */
const backend = process.env.YUANWU_BACKEND ?? 'http://localhost:8080';

/**
 * The family page (家长端, family.html, its code in src/family) is built on its own (`vite build
 * --mode family`, after the console's build, into the same dist): a second page of one build would
 * split the code both use into chunks of their own, and the console would load more than before.
 */
const familyBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  emptyOutDir: false,
  assetsDir: 'assets/family',
  chunkSizeWarningLimit: 1000,
  rolldownOptions: {
    input: fileURLToPath(new URL('family.html', import.meta.url)),
  },
};

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  // '@yuanwu/shared' is consumed as TypeScript source, so shared changes need no build step.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: {
      '/api/': backend,
      '/javaApi/': backend,
      '/docs': backend,
      '/openapi.json': backend,
    },
  },
  build: mode === 'family' ? familyBuild : {
    outDir: 'dist',
    emptyOutDir: true,
    // ECharts is one library of that size, loaded only by the screens with charts.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // React, which every screen needs, in a chunk of its own that stays cached across releases.
        // Other libraries (antd, ECharts) are split by the screens that use them, so the first
        // screen loads only what it draws.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
}));
