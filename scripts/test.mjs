// `npm test`: type check, build, unit and API tests (Vitest), browser tests (Playwright), then one
// closing line `N passed, N failed` that CI reads. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function step(title, command, args) {
  if (run(title, command, args)) return true;
  console.error(`✗ ${title} failed`);
  failed += 1;
  return false;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const typesOk = step('type check', 'npm', ['run', 'typecheck', '--silent']);
const built = step('build', 'npm', ['run', 'build', '--silent']);

const vitestReport = path.join(reports, 'vitest.json');
const vitestOk = run('unit and API tests (Vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (!vitestOk && vitest.numFailedTests === 0) failed += 1;
} else failed += 1;

if (built) {
  const playwrightReport = path.join(reports, 'playwright.json');
  const browserOk = run('browser tests (Playwright)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const playwright = readJson(playwrightReport);
  if (playwright) {
    passed += playwright.stats.expected + playwright.stats.flaky;
    failed += playwright.stats.unexpected;
    if (!browserOk && playwright.stats.unexpected === 0) failed += 1;
  } else failed += 1;
} else {
  console.error('✗ browser tests skipped: the build failed');
}

console.log(`\ntype check ${typesOk ? 'ok' : 'failed'}, build ${built ? 'ok' : 'failed'}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
