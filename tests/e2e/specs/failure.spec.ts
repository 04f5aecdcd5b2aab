// When the engine or the computer's worker cannot load, the page says so in the player's language, offers
// "Try again", and keeps the saved games.
import { expect, moveList, newGame, openGame, test, ui } from '../fixtures';

// The network is cut by routes, which a service worker's fetches would bypass.
test.use({ serviceWorkers: 'block' });

const SAVED = '{"v":1,"settings":{"mode":"hvc","human":0,"level":1},"moves":["d3"],"future":[]}';

test('the engine cannot load: a notice with Try again, and the saved game is there once it loads', async ({ page }) => {
  await page.addInitScript((saved) => {
    if (!sessionStorage.getItem('e2e-planted')) {
      sessionStorage.setItem('e2e-planted', '1');
      localStorage.setItem('ply.v1.reversi', saved);
    }
  }, SAVED);
  await page.route('**/*.wasm', (route) => route.abort());
  await page.goto('./#/reversi');
  await expect(ui(page).notice).toHaveText('The game engine could not be loaded. Your saved games are safe.');
  await expect(ui(page).turn).not.toHaveText('Loading…');
  expect(await page.evaluate(() => localStorage.getItem('ply.v1.reversi'))).toBe(SAVED);
  await page.unroute('**/*.wasm');
  await page.getByTestId('retry').click();
  await expect.poll(() => moveList(page)).toEqual(['d3', expect.stringMatching(/^[a-h][1-8]$/)]);
});

// The worker starts with the page and compiles the engine for it: without it the page compiles its own.
test("the computer's worker cannot start: the board still opens, a notice with Try again, and the computer plays after it", async ({
  page,
}) => {
  await page.route(/worker-[\w-]+\.js$/, (route) => route.abort());
  await openGame(page);
  await expect(ui(page).legalCells).toHaveCount(4);
  await ui(page).level.selectOption('1');
  await newGame(page, 'hvc', 'black');
  await ui(page).cell('d3').click();
  await expect(ui(page).notice).toHaveText('The computer player could not be started.');
  await page.getByTestId('lang').selectOption('ru');
  await expect(page.getByTestId('retry')).toHaveText('Повторить');
  await page.unroute(/worker-[\w-]+\.js$/);
  await page.getByTestId('retry').click();
  await expect(ui(page).moves).toHaveCount(2);
  await expect(ui(page).notice).toBeHidden();
});
