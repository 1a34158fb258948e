import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': src,
      '@backend': fileURLToPath(new URL('../backend/src', import.meta.url)),
      // The PWA plugin is not part of the test build; its virtual module gets a no-op stand-in.
      'virtual:pwa-register/react': `${src}/testing/pwa-register-stub.ts`,
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.spec.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
