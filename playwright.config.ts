import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, OFFLINE_ARG } from './tests/support/chromium.ts';
import { fullLane } from './tests/support/lane.ts';

const port = Number(process.env.E2E_PORT || 4399);

export default defineConfig({
  testDir: 'tests/e2e',
  // Separate copies (E2E_DIR) must not wipe each other's results.
  outputDir: process.env.E2E_DIR ? `${process.env.E2E_DIR}/test-results` : 'test-results',
  fullyParallel: true,
  // Tests tagged @full need the site's background rebuilds or React's development build, or run
  // the HTML validator: the full lane's (tests/support/lane.ts).
  grepInvert: fullLane ? undefined : /@full/,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // Each test's actions and DOM snapshots, kept when it fails, without the trace's screencast: its
    // frames were about 40% of the browser step's CPU (docs/testing.md, "The browser step's CPU").
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, OFFLINE_ARG] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'tsx tests/e2e/serve.ts',
    url: `http://localhost:${port}/api/warehouses?limit=1`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
