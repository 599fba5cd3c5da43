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
    // antd is one library of that size; splitting it further gains no caching.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // Libraries change less often than screens: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
          ],
        },
      },
    },
  },
});
