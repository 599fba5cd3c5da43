import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Where `npm run dev` sends API calls: the server of `npm start` unless told otherwise. */
const backend = process.env.YUANWU_BACKEND ?? 'http://localhost:8080';

export default defineConfig({
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
  build: {
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
});
