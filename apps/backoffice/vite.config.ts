import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// The back office is its own bundle under /bo/, served by the same server as the player site
// (static-web.ts); in development the API server runs on 8080 (PANALO_API overrides it).
const api = process.env.PANALO_API ?? 'http://localhost:8080';

export default defineConfig({
  base: '/bo/',
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 512 })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          return 'vendor';
        },
      },
    },
  },
  server: { port: 5174, strictPort: true, proxy: { '/wps': api } },
  preview: { port: 5174 },
});
