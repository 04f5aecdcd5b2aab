// Share: a link holds the game in its fragment and opens it in the page to be looked at; the player's own
// game is untouched and comes back; a link with bad contents leaves the player's game untouched, with a notice.
import { expect, moveList, newGame, openGame, screenshot, test, ui } from '../fixtures';

test("a shared link opens the game it holds; the player's own game is kept and comes back", async ({
  page,
  browser,
}) => {
  await openGame(page);
  await newGame(page, 'hvh');
  for (const [i, square] of ['d3', 'c5', 'f6'].entries()) {
    await ui(page).cell(square).click();
    await expect(ui(page).moves).toHaveCount(i + 1);
  }
  await page.getByTestId('share').click();
  const link = await page.getByTestId('dialog-text').inputValue();
  expect(link).toMatch(/#\/reversi\?g=/);
  // Readable: the moves with '+' between them, nothing encoded that a link can hold as it is.
  expect(link).toContain('d3+c5+f6');
  expect(link).not.toContain('%20');
  await screenshot(page, 'share-dialog');
  await page.locator('#text-close').click();

  // Someone else, with a game of their own, opens it.
  const other = await browser.newPage();
  await openGame(other);
  await newGame(other, 'hvh');
  await ui(other).cell('e6').click();
  await expect(ui(other).moves).toHaveCount(1);
  await other.goto(link);
  await expect.poll(() => moveList(other)).toEqual(['d3', 'c5', 'f6']);
  await expect(ui(other).notice).toHaveText(
    'You are looking at a shared game: nobody moves in it until you choose to play on.',
  );
  // The link stays the address while the game is looked at: a reload shows it again.
  expect(new URL(other.url()).hash).toMatch(/^#\/reversi\?g=/);
  await other.reload();
  await expect.poll(() => moveList(other)).toEqual(['d3', 'c5', 'f6']);
  await other.getByTestId('back-to-mine').click();
  await expect.poll(() => moveList(other)).toEqual(['e6']);
  expect(new URL(other.url()).hash).toBe('#/reversi');
  // A link written before, every space '%20', still opens.
  await other.goto(link.replace(/\+/g, '%20'));
  await expect.poll(() => moveList(other)).toEqual(['d3', 'c5', 'f6']);
  await other.close();
});

test("a link with bad contents says so and leaves the player's game untouched", async ({ page }) => {
  await openGame(page);
  await newGame(page, 'hvh');
  await ui(page).cell('d3').click();
  await expect(ui(page).moves).toHaveCount(1);
  await page.goto('./#/reversi?g=z9%20q1');
  await expect(ui(page).notice).toHaveText(
    'This link holds no game that can be opened; your own game is as you left it.',
  );
  await expect(page.getByTestId('notice-detail')).not.toHaveText('');
  expect(await moveList(page)).toEqual(['d3']);
  await page.getByTestId('lang').selectOption('ru');
  await expect(ui(page).notice).toHaveText(
    'По этой ссылке нет партии, которую можно открыть; ваша партия осталась как была.',
  );
  await page.reload();
  // The game opens a few tasks after the page shows (start-up is split into short tasks): wait for it.
  await expect.poll(() => moveList(page)).toEqual(['d3']);
});
