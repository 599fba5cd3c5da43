// `npm test`: type check, build, unit and API tests (Vitest), browser tests (Playwright), how long
// each stage took, then one closing line `N passed, N failed` that CI reads. Exits non-zero when
// anything failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/**
 * The browser tests run in this many shards at once, each with its own server, data folder and
 * Chromium: two use both cores of a two-core machine (README, "Test it"). E2E_SHARDS changes it.
 */
const SHARDS = Number(process.env.E2E_SHARDS || 2);
if (!Number.isInteger(SHARDS) || SHARDS < 1) throw new Error('E2E_SHARDS must be a whole number of shards, 1 or more');
/** Shard i's server listens on FIRST_PORT + i - 1 (the lone shard on e2e's own default, 8181). */
const FIRST_PORT = 8181;

let passed = 0;
let failed = 0;
const timings = [];

/**
 * Runs a command to its end, its output shown as it comes; with a `prefix`, each line carries it,
 * so that commands running side by side can be told apart. Answers whether it exited with 0.
 */
function run(command, args, { env = {}, prefix } = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (prefix) {
    createInterface({ input: child.stdout }).on('line', (line) => console.log(`${prefix}${line}`));
    createInterface({ input: child.stderr }).on('line', (line) => console.error(`${prefix}${line}`));
  }
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Runs one stage and keeps how long it took; `work` answers whether the stage passed. */
async function stage(title, work) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const ok = await work();
  timings.push({ title, ok, seconds: (performance.now() - started) / 1000 });
  if (!ok) console.error(`✗ ${title} failed`);
  return ok;
}

/** A stage that is one command whose exit status is its verdict: a failure counts as one failed test. */
const check = (command, args) => async () => {
  const ok = await run(command, args);
  if (!ok) failed += 1;
  return ok;
};

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

async function vitest() {
  const report = path.join(reports, 'vitest.json');
  const ok = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  const results = readJson(report);
  if (!results) {
    failed += 1;
    return false;
  }
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  // A failure outside any test (a setup, an unhandled error) fails the run without failing a test.
  if (!ok && results.numFailedTests === 0) failed += 1;
  return ok;
}

/** Playwright's shards side by side, their JSON reports summed. */
async function browserTests() {
  const shards = Array.from({ length: SHARDS }, (_, index) => index + 1);
  const outcomes = await Promise.all(
    shards.map(async (shard) => {
      const report = path.join(reports, `playwright-${shard}.json`);
      const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', `--shard=${shard}/${SHARDS}`, `--output=${path.join(root, 'e2e/test-results', `shard-${shard}`)}`];
      const ok = await run('npx', args, {
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PORT: String(FIRST_PORT + shard - 1) },
        prefix: SHARDS > 1 ? `[${shard}/${SHARDS}] ` : undefined,
      });
      return { ok, results: readJson(report) };
    }),
  );
  for (const { ok, results } of outcomes) {
    if (!results) {
      failed += 1;
      continue;
    }
    passed += results.stats.expected + results.stats.flaky;
    failed += results.stats.unexpected;
    if (!ok && results.stats.unexpected === 0) failed += 1;
  }
  return outcomes.every(({ ok, results }) => ok && results);
}

const started = performance.now();
// A lint or other check is one more line: await stage('title', check('npx', [...])).
await stage('type check', check('npm', ['run', 'typecheck', '--silent']));
await stage('import rules (dependency-cruiser)', check('npm', ['run', 'lint:imports', '--silent']));
await stage('lint (ESLint)', check('npm', ['run', 'lint', '--silent']));
const built = await stage('build', check('npm', ['run', 'build', '--silent']));
await stage('unit and API tests (Vitest)', vitest);
if (built) await stage(`browser tests (Playwright, ${SHARDS} ${SHARDS === 1 ? 'shard' : 'shards in parallel'})`, browserTests);
else console.error('✗ browser tests skipped: the build failed');

const duration = (seconds) => (seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.floor(Math.round(seconds) / 60)} min ${Math.round(seconds) % 60} s`);
const width = Math.max(...timings.map(({ title }) => title.length));
console.log('');
for (const { title, ok, seconds } of timings) console.log(`${title.padEnd(width)}  ${ok ? 'ok    ' : 'failed'}  ${duration(seconds).padStart(12)}`);
console.log(`${'total'.padEnd(width)}          ${duration((performance.now() - started) / 1000).padStart(12)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
