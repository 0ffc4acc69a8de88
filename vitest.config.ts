import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // The first-paint renderer (src/elements/first-paint.tsx) is tested from source with its real stylesheets.
          css: { include: [/\.css/] },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/server/global-setup.ts'],
        },
      },
      {
        // Each feature's api.ts against the real Hono app in-process over a fresh in-memory database.
        resolve: { alias },
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.contract.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/contract/global-setup.ts'],
        },
      },
    ],
  },
});
