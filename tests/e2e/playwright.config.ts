import { defineConfig } from '@playwright/test';

// Chromium comes from apt (/usr/bin/chromium); Playwright never downloads a browser here.
// The network flags keep Chromium from trying to reach Google's services on a closed network.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  // global-setup.ts serves site/dist under /ply/ on a free port and sets PLY_BASE_URL (see fixtures.ts).
  globalSetup: './global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // One worker: the engine's searches are CPU-bound and the long-task test needs a quiet machine (2 cores).
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
