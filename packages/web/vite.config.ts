import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the API, sockets, avatars and sign-in run on the server (`npm run dev` at the root). */
const SERVER = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': SERVER,
      '/socket.io': { target: SERVER, ws: true },
      '/avatars': SERVER,
      '/auth': SERVER,
      '/socialite': SERVER,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each chunk to its static imports: scripts/bundle-size.mjs reads it.
    manifest: true,
  },
});
