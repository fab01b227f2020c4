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
    // dist/.vite/manifest.json: which chunks the first view preloads and which load later (bench)
    manifest: true,
    rolldownOptions: {
      output: {
        // No catch-all vendor chunk: a library lands in the first view only when the shell
        // (login, layout, menu, dashboard) imports it, and in a screen's lazy chunk otherwise.
        // React changes least often, so browsers keep its chunk across releases; the rich-text
        // editor (loaded only by the post, training and campaign forms) is split in vendor chunks
        // by package that download in parallel. Language packs load on demand (i18n-provider.ts).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 30,
            },
            // one chunk per package family, never cut inside a package (a split inside
            // @tiptap/core broke its module order); each about 40 KiB gz or less
            {
              name: 'prosemirror-view',
              test: /node_modules[\\/]prosemirror-view[\\/]/,
              priority: 25,
            },
            {
              name: 'prosemirror',
              test: /node_modules[\\/](prosemirror-[^\\/]+|orderedmap|rope-sequence|w3c-keyname)[\\/]/,
              priority: 20,
            },
            {
              name: 'tiptap-core',
              test: /node_modules[\\/]@tiptap[\\/](core|pm)[\\/]/,
              priority: 25,
            },
            {
              name: 'tiptap',
              test: /node_modules[\\/](@tiptap|linkifyjs)[\\/]/,
              priority: 20,
            },
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
