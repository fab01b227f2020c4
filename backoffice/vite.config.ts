/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

/** The API the dev server forwards to (`npm start` serves it on port 3000). */
const apiTarget = process.env['VITE_API_PROXY'] ?? 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Vendor chunks change less often than our code, so browsers keep them across releases.
        // Language packs stay out of them: i18n-provider.ts loads one language on demand.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 30,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group|@babel[\\/]runtime|clsx|react-is|prop-types|hoist-non-react-statics)[\\/]/,
              priority: 20,
            },
            { name: 'react-admin', test: /node_modules[\\/](?!ra-language-)/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '/api': apiTarget,
      '/oauth': apiTarget,
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.spec.{ts,tsx}'],
  },
});
