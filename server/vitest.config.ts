import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/global-setup.ts'],
    // Files share a worker's module cache: no test mocks modules or stubs globals, and each
    // builds its own app and database, so only the import time is shared (about a minute).
    isolate: false,
  },
});
