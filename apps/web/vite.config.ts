import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/app/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/app-api': 'http://127.0.0.1:8080',
      '/dev-api': 'http://127.0.0.1:8080',
      '/getInfo': 'http://127.0.0.1:8080',
      '/websocket': { target: 'ws://127.0.0.1:8080', ws: true },
      '/prod-api': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
  build: { target: 'es2022', sourcemap: false },
});
