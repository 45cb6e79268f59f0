import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// In development the API server runs on 8080 (PANALO_API overrides it); Vite forwards its paths so
// the browser sees one origin, exactly as in production where the server serves the built app itself.
const api = process.env.PANALO_API ?? 'http://localhost:8080';

export default defineConfig({
  base: '/',
  // Brotli and gzip copies of every text file, made once here at the highest levels; the server
  // sends the copy the browser accepts (static-web.ts) and never compresses these per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 512 })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // The libraries every page needs change far less often than the app: files of their own stay
        // cached across releases. Every other library goes with the chunk that first needs it, so the
        // first screen does not download what only later pages and popups use.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
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
    },
  },
  preview: { port: 5173 },
});
