import { defineConfig } from 'vitest/config';

// The built deployment's suite (tests/built): run by `npm run test:built` after
// `npm run build:vercel`, against the PostgreSQL server of DATABASE_URL.
export default defineConfig({
  test: {
    include: ['tests/built/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'production' },
    // The functions' bundles are loaded by Node itself, as the platform's launcher loads them,
    // never transformed by Vite's module runner.
    server: { deps: { external: [/\/gt-built-[^/]+\//] } },
  },
});
