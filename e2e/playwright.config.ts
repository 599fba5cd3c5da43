import { defineConfig } from '@playwright/test';
import { CLOCK_START } from './support/clock';
import { BASE_URL, DATA_DIR, PORT } from './support/server';

/**
 * Chromium keeps only the last --disable-features, so this repeats Playwright's own list and adds
 * the WebUI omnibox popups: every new context (one per test) otherwise starts a renderer for the
 * hidden address bar's popup, about a third of the browser's CPU time on a two-core machine.
 */
const DISABLED_FEATURES = `--disable-features=${[
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
].join(',')}`;

/**
 * Browser tests against the built console served by the built server (`npm run build` first).
 * The server starts on a fresh data directory, so every run sees the demo kindergarten as seeded.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One browser at a time against the one server. To use more cores, `npm test` runs shards side by
  // side (--shard, E2E_PORT), each with a server and demo of its own: tests then never share rows
  // with a test running at the same moment.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A file name rather than outputFile, so that PLAYWRIGHT_JSON_OUTPUT_NAME (npm test) can move it.
  reporter: [['list'], ['json', { outputDir: 'test-results', fileName: 'results.json' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The console then turns antd's animations off: fewer frames to draw, and nothing still moving
    // when a test clicks.
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
    // A failed test keeps its trace: each action's DOM, the network and the console. Without the
    // screencast: filming every test cost a third of the suite's CPU, and the failure's own
    // screenshot shows the end.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', DISABLED_FEATURES],
    },
  },
  webServer: {
    command: `rm -rf "${DATA_DIR}" && node ../apps/server/dist/main.js`,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // A cheaper scrypt than production's: the browser tests sign in dozens of times, and the hash
    // parameters are the API tests' concern, not the screens'. The clock starts on the same day
    // every run (support/clock.ts), and the demo is seeded up to it.
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn', PASSWORD_HASH_COST: '14', CLOCK_START },
  },
});
