import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'contracts',
      'server',
      'web',
      // Checks over the repository itself (tracked files), no workspace of their own.
      { test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
    reporters: ['default'],
  },
});
