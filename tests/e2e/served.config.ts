import { defineConfig } from '@playwright/test';
import { browserUse } from './playwright.config';

// The newcomer's check (scripts/test.sh serve): the site as scripts/serve.sh built and serves it, at the URL it
// printed (PLY_SERVED_URL). No global setup: the server under test is serve.sh's own, not the tests' server.
export default defineConfig({
  testDir: './served',
  outputDir: './test-results/served',
  timeout: 120_000,
  expect: { timeout: 30_000 },
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: browserUse,
});
