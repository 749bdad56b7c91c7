import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'contracts',
      'server',
      'web',
      'web/vitest.app.config.ts',
      // Checks over the repository itself (tracked files), no workspace of their own.
      { test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
    reporters: ['default'],
    // Vitest's default is one worker fewer than the cores: one on this 2-core CI machine, which
    // leaves a core idle while test files (jsdom, PGlite) are CPU-bound in their workers.
    maxWorkers: 2,
  },
});
