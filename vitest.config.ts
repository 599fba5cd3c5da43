import { defineConfig } from 'vitest/config';

const server = {
  root: 'apps/server',
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ['src/test/database-templates.ts'],
};
/** Tests that replace a module of the server (vi.mock) keep a module graph of their own. */
const replacingModules = ['src/core/xlsx/import-workbook.test.ts'];

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...server,
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: replacingModules,
          // The server's tests build their own app and database and leave no state in its modules, so
          // a worker imports the server once for all its files rather than once per file: that
          // import was a third of the suite's time.
          isolate: false,
        },
      },
      { extends: true, test: { ...server, name: 'server-mocked', include: replacingModules } },
      {
        extends: true,
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      'apps/*/vitest.config.ts',
    ],
  },
});
