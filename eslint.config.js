// @ts-check
// `npm run lint`: the web console's sources (apps/web/src). Untyped rules only, so that it runs in
// seconds without building a TypeScript program; `tsc` does the type checking.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const webSrc = path.join(import.meta.dirname, 'apps/web/src');
const modulesDir = path.join(webSrc, 'modules');
const folders = (dir) => readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const webModules = folders(modulesDir);
/** The console around the modules (main.tsx, api, app, components, layout ...), but the route table. */
const shell = [
  path.join(webSrc, '*.{ts,tsx}'),
  ...folders(webSrc)
    .filter((name) => name !== 'modules' && name !== 'routes')
    .map((name) => path.join(webSrc, name)),
];

/**
 * A module of apps/web/src/modules is entered through its door, its index.ts, and nowhere else;
 * the route table (src/routes) alone also reads its `<module>.routes.tsx`, which keeps the screens
 * lazy. See apps/web/README.md.
 */
const frontDoorZones = webModules.flatMap((module) => {
  const from = path.join(modulesDir, module);
  const message = `modules/${module} is entered through its index.ts (apps/web/README.md, "Module doors").`;
  return [
    { target: webModules.filter((other) => other !== module).map((other) => path.join(modulesDir, other)), from, except: ['./index.ts'], message },
    { target: shell, from, except: ['./index.ts'], message },
    { target: path.join(webSrc, 'routes'), from, except: ['./index.ts', `./${module}.routes.tsx`], message },
  ];
});

export default defineConfig([
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx'], conditionNames: ['source', 'import', 'default'] })],
      // The shared package cannot import the console, so no cycle runs through it: not followed.
      'import-x/ignore': ['packages/shared/', 'node_modules'],
    },
    rules: {
      // `const { code: _code, ...item } = row` is how the console drops a field from a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // Dynamic imports count: a lazy screen that imports the route table which loads it is a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: frontDoorZones }],
    },
  },
]);
