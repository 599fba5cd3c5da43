/**
 * The server's house rules, checked by `npm run lint:imports` (part of `npm test`). Three floors:
 * the core (src/core, src/db, src/http, clock.ts, config.ts) at the ground, the modules side by side
 * above it, the app (main.ts, app.ts, services.ts, module-list.ts, seed, cli, the test kit) on top.
 * Modules meet only at their doors (modules/<name>/index.ts), and nothing imports in a circle.
 */
const SRC = '^apps/server/src/';
const CORE = `${SRC}(core/|db/|http/|clock\\.ts$|config\\.ts$)`;
const APP = `${SRC}(main|app|services|module-list)\\.ts$|${SRC}(seed|cli|test)/`;
const TEST = '\\.test\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle has no floor to stand on: break it by moving the shared part down, or by handing it in from above.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'modules-meet-at-doors',
      comment: "A module reaches another only through its index.ts (its manifest and the few reads it offers), never into its files.",
      severity: 'error',
      from: { path: `${SRC}modules/([^/]+)/` },
      to: { path: `${SRC}modules/`, pathNot: [`${SRC}modules/$1/`, `${SRC}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'outside-meets-modules-at-doors',
      comment: 'The app, the test kit and the core see a module only through its index.ts.',
      severity: 'error',
      from: { path: SRC, pathNot: `${SRC}modules/` },
      to: { path: `${SRC}modules/[^/]+/`, pathNot: `${SRC}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'core-stays-below',
      comment: 'The core leans on no module and no part of the app: what it needs from them is handed in (the school tables, the services).',
      severity: 'error',
      from: { path: CORE, pathNot: TEST },
      to: { path: [`${SRC}modules/`, APP] },
    },
    {
      name: 'modules-stay-below-the-app',
      comment: 'A module never reaches up into the app that wires it; its tests may use the test kit.',
      severity: 'error',
      from: { path: `${SRC}modules/`, pathNot: TEST },
      to: { path: APP },
    },
    {
      name: 'migrations-stand-alone',
      comment: 'A migration takes Kysely<any> and never imports app code, so that it runs the same whatever the code becomes.',
      severity: 'error',
      from: { path: `${SRC}db/migrations/`, pathNot: TEST },
      to: { path: SRC, pathNot: `${SRC}db/migrations/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a module's types are part of its door too.
    tsPreCompilationDeps: true,
  },
};
