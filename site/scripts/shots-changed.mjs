// Screenshots of one screen in the four looks a player may see it in (desktop and phone, light and dark),
// for looking at a change: node scripts/shots-changed.mjs <out-dir> <hash> [lang] [steps.json]
// (after npm run build; the hash '#/<game>' a game's screen, '#/' the start screen, '' the first game). `steps`: a list of {click: selector} | {key: name} | {wait: ms} run before the shot.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve.mjs';

const [out = '/tmp/shots', hash = '', lang = 'en', stepsFile] = process.argv.slice(2);
const steps = stepsFile ? JSON.parse(readFileSync(stepsFile, 'utf8')) : [];
const PORT = 4321;
const { server } = await startServer({
  root: fileURLToPath(new URL('../dist/', import.meta.url)),
  port: PORT,
  prefix: '/ply/',
});
const browser = await chromium.launch({
  executablePath: process.env.PLY_CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const looks = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: 'phone', viewport: { width: 360, height: 740 }, hasTouch: true },
];
for (const look of looks) {
  for (const scheme of ['light', 'dark']) {
    const ctx = await browser.newContext({
      viewport: look.viewport,
      hasTouch: look.hasTouch,
      colorScheme: scheme,
      locale: lang === 'ru' ? 'ru-RU' : 'en-US',
    });
    const page = await ctx.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/ply/${hash}`);
    await page.waitForSelector('[role="grid"], [data-testid="start-screen"]:not([hidden])');
    await page.waitForTimeout(800);
    for (const step of steps) {
      if (step.click) await page.click(step.click);
      if (step.key) await page.keyboard.press(step.key);
      if (step.goto) await page.goto(`http://127.0.0.1:${PORT}/ply/${step.goto}`);
      await page.waitForTimeout(step.wait ?? 400);
    }
    await page.screenshot({ path: `${out}/${look.name}-${scheme}.png`, fullPage: look.name === 'phone' });
    await ctx.close();
  }
}
await browser.close();
server.close();
