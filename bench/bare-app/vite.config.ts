import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Built like the console (same React plugin), served under /bare/ by the baseline process. */
export default defineConfig({ plugins: [react()], base: '/bare/' });
