// The shell's look and feel, the same in every game: sound (off until turned on), a light and a dark
// theme that follow the system and can be chosen, and a phone header that keeps the game's whole name.
import { expect, newGame, openGame, screenshot, test, ui, type Page } from '../fixtures';
import { openDraughts } from '../draughts';

/** Counts the tones the page starts, by wrapping Web Audio's oscillator. */
async function countTones(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { plyTones: number };
    w.plyTones = 0;
    const make = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.plyTones++;
      return make.call(this);
    };
  });
}
const tones = (page: Page) => page.evaluate(() => (window as unknown as { plyTones: number }).plyTones);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
/** Light backgrounds have a high red channel: rgb(238, 240, 236) against rgb(17, 21, 24). */
const isLight = (rgb: string) => Number(/\d+/.exec(rgb)?.[0] ?? 0) > 128;

test('sound is off at first; turned on, moves sound, and it stays on after a reload', async ({ page }) => {
  await countTones(page);
  await openGame(page);
  await newGame(page, 'hvh');
  const sound = page.getByTestId('sound');
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await ui(page).cell('d3').click();
  await expect(ui(page).moves).toHaveCount(1);
  expect(await tones(page)).toBe(0);

  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  const sample = await tones(page);
  expect(sample).toBeGreaterThan(0); // turning it on plays a sample
  await ui(page).cell('c3').click();
  await expect(ui(page).moves).toHaveCount(2);
  await expect.poll(() => tones(page)).toBeGreaterThan(sample);

  await page.reload();
  await expect(page.getByTestId('sound')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('sound').click();
  await expect(page.getByTestId('sound')).toHaveAttribute('aria-pressed', 'false');
});

test('the theme follows the system, can be chosen light or dark, and the choice is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openGame(page);
  const theme = page.getByTestId('theme');
  await expect(theme).toHaveText('Theme: auto');
  expect(isLight(await background(page))).toBe(true);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(async () => isLight(await background(page))).toBe(false);

  await theme.click();
  await expect(theme).toHaveText('Theme: light');
  await expect.poll(async () => isLight(await background(page))).toBe(true);
  await screenshot(page, 'theme-light-desktop');
  await theme.click();
  await expect(theme).toHaveText('Theme: dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.getByTestId('theme')).toHaveText('Theme: dark');
  expect(isLight(await background(page))).toBe(false);
  await page.getByTestId('lang').selectOption('ru');
  await expect(page.getByTestId('theme')).toHaveText('Тема: тёмная');
});

test("on a 360 px phone the header shows the game's whole name, in Russian too", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.emulateMedia({ colorScheme: 'light' });
  await openDraughts(page);
  await page.getByTestId('lang').selectOption('ru');
  const name = page.locator('#game-name');
  await expect(name).toHaveText('Русские шашки');
  const fits = () => name.evaluate((e) => e.scrollWidth <= e.clientWidth);
  expect(await fits()).toBe(true);
  await expect(page.locator('#lang-code')).toHaveText('RU');
  // Nothing is wider than the screen: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'header-phone-ru-light');
});
