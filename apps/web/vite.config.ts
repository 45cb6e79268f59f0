import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { lazyContractSchemas } from './build/lazy-contract-schemas';

/**
 * The first paint (index.html's header bar) needs the stylesheet alone, so the page's scripts are
 * fetched at low priority: on a slow phone connection the stylesheet no longer shares the first
 * round trips with about 140 KB of script, and the bar paints as soon as it is in. The scripts
 * still start at once (nothing else is waiting) and the app renders when they have run.
 */
function scriptsAfterStylesheet(): Plugin {
  return {
    name: 'panalo-scripts-after-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}

// In development the API server runs on 8080 (PANALO_API overrides it); Vite forwards its paths so
// the browser sees one origin, exactly as in production where the server serves the built app itself.
const api = process.env.PANALO_API ?? 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  base: '/',
  // The app is written against React's API and runs on Preact's compatibility layer: about 5 KB on
  // the wire instead of React's 58 KB, which the first screen's 150 KB budget cannot carry
  // (docs/performance.md, "Web delivery"). The libraries (React Router, TanStack Query,
  // react-i18next, react-hook-form) import React and get the same layer. Types stay React's.
  // src/lib/preact-refs.ts gives function components their ref as a prop, as React 19 does.
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      // React Router's package points every bundler at its development build (extra checks and
      // warnings, about 1.5 KB more on the wire and slower at start); the build takes its
      // production build. Development keeps the warnings.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
          ]
        : []),
    ],
  },
  // JSX compiles to the automatic runtime (react/jsx-runtime, aliased above); there is no React
  // plugin, so development reloads the page on a change instead of React's fast refresh.
  esbuild: { jsx: 'automatic' },
  // Brotli and gzip copies of every text file, made once here at the highest levels; the server
  // sends the copy the browser accepts (static-web.ts) and never compresses these per request.
  plugins: [
    scriptsAfterStylesheet(),
    lazyContractSchemas(fileURLToPath(new URL('../../packages/contract/src', import.meta.url))),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 512 }),
    // The installable app (docs/deploy.md, "Installable app"). The service worker precaches the
    // hashed scripts and styles, the icons and the offline page; it never stores an API answer
    // (only same-site images and fonts are cached at run time). Pages always come from the
    // network, so a release and a brand's own index reach players at once; with no network a
    // page is the offline page. A new build waits until the player accepts the in-app prompt.
    // The manifest is per brand and served by the server (/manifest.webmanifest), not written here.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,svg,png,webp,woff2}', 'offline.html'],
        globIgnores: ['**/*.map', 'index.html'],
        navigateFallback: null,
        inlineWorkboxRuntime: true,
        sourcemap: false,
        // The first visit's page is served by the worker too, so it already gets the offline page.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // The functions below are copied into the worker as text: they may use nothing outside them.
        // Nothing else is cached at run time: pictures go to the browser's own HTTP cache. A worker
        // answering them would be busy with requests whenever a page loads pictures, and the
        // browser holds a new build's take-over until the old worker has none in hand.
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/offline.html' } },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the site supports preloads modules itself; the polyfill would be first-screen script.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // The libraries every page needs change far less often than the app: files of their own stay
        // cached across releases. Every other library goes with the chunk that first needs it, so the
        // first screen does not download what only later pages and popups use.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/]preact[\\/]/.test(id)) return 'preact';
          if (id.includes('react-router')) return 'router';
          if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/wps': api,
      '/lgw': api,
      '/docs': api,
      '/socket.io': { target: api, ws: true },
      // The sandbox gateway's hosted payment page is served by the API server.
      '/sandbox-pay': api,
      // So are the in-process game studio's pages and calls (docs/studio.md).
      '/studio': api,
    },
  },
  preview: { port: 5173 },
}));
