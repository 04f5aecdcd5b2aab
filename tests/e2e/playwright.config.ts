import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

// Chromium comes from apt; Playwright never downloads a browser here. Debian's chromium-headless-shell (the
// old headless mode, what Playwright itself runs headless) takes half the CPU of the full browser's headless
// mode for the same specs; where it is not packaged (Ubuntu) the full /usr/bin/chromium runs them.
export const chromiumExecutable =
  process.env.PLY_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';
// The network flags keep Chromium from trying to reach Google's services on a closed network.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// The specs that time the page itself (its main thread's long tasks, start-up, a stuck job left after 3 s) run
// alone, after the rest, with nothing else of the tests' running beside them; the rest run a core a worker.
const QUIET = ['search.spec.ts', 'startup.spec.ts', 'threads.spec.ts'];

// The browser every spec runs in, here and in served.config.ts.
export const browserUse: PlaywrightTestConfig['use'] = {
  browserName: 'chromium',
  viewport: { width: 1280, height: 800 },
  locale: 'en-US',
  launchOptions: {
    executablePath: chromiumExecutable,
    args: chromiumArgs,
  },
  // Recording a trace of every test, kept only for a failure, doubled the suite's CPU time: a failing spec is
  // run again with PLY_E2E_TRACE=1 for its trace (npx playwright show-trace test-results/<test>/trace.zip).
  trace: process.env.PLY_E2E_TRACE ? 'retain-on-failure' : 'off',
  screenshot: 'only-on-failure',
};

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  // global-setup.ts serves site/dist under /ply/ on a free port and sets PLY_BASE_URL (see fixtures.ts).
  globalSetup: './global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // A worker a core (2 here): each spec's searches are short; the timed ones are the project 'quiet' below.
  workers: Math.max(1, availableParallelism()),
  projects: [
    { name: 'pages', testIgnore: QUIET },
    { name: 'quiet', testMatch: QUIET, workers: 1, dependencies: ['pages'] },
  ],
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: browserUse,
});
