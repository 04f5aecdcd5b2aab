import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './playwright.config';

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
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.PLY_CHROMIUM ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
