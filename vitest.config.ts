import { defineConfig } from 'vitest/config';

// The API files share one setup: one migrated database for the run (each test app starts from a
// copy of it) and at most two files at a time, which suits a 2-core machine.
const apiFiles = {
  environment: 'node' as const,
  globalSetup: ['server/test/global-setup.ts'],
  // Waits, not speed limits: a test that takes 6 s alone takes five times that while every other
  // suite shares the two cores, and a file's setup (PGlite's statistics test migrates and fills a
  // fresh database) passed 60 s there once.
  testTimeout: 120_000,
  hookTimeout: 180_000,
  maxWorkers: 2,
  sequence: { groupOrder: 1 },
};

// A file that replaces a module (vi.mock) needs a module registry of its own.
const replacesAModule = ['server/test/unstorable-text.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'common/**/*.test.ts',
            'content/**/*.test.ts',
            'client/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...apiFiles,
          name: 'api',
          include: ['server/test/**/*.test.ts'],
          exclude: replacesAModule,
          // The files of a worker share one process and its loaded modules: importing the server
          // once per file was most of the run's time. Each file still opens its own database.
          isolate: false,
        },
      },
      {
        test: {
          ...apiFiles,
          name: 'api-isolated',
          include: replacesAModule,
        },
      },
    ],
  },
});
