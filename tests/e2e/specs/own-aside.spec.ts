// After a shared link, "Back to my game" stays reachable once its notice has gone: a link in the tools row
// while the player's own game is kept aside, until the player goes back to it or discards it.
import { expect, moveList, newGame, openGame, test, ui, type Page } from '../fixtures';

async function openSharedOverOwn(page: Page): Promise<void> {
  await openGame(page);
  await newGame(page, 'hvh');
  await ui(page).cell('d3').click();
  await expect(ui(page).moves).toHaveCount(1);
  await page.goto('./#/reversi?g=f5%20d6');
  await expect.poll(() => moveList(page)).toEqual(['f5', 'd6']);
  await expect(page.getByTestId('back-to-mine')).toBeVisible();
  await expect(page.getByTestId('back-to-mine-tool')).toBeHidden();
}

test('once the notice goes, Back to my game stays in the tools row and brings the own game back', async ({ page }) => {
  await openSharedOverOwn(page);
  // A move in the shared game clears the notice; the way back stays.
  await ui(page).cell('c3').click();
  await expect(ui(page).notice).toBeHidden();
  const back = page.getByTestId('back-to-mine-tool');
  await expect(back).toBeVisible();
  await page.reload();
  await expect(back).toBeVisible();
  await back.click();
  await expect.poll(() => moveList(page)).toEqual(['d3']);
  await expect(back).toBeHidden();
});

test('the kept game can be discarded; the shared game stays and the link goes', async ({ page }) => {
  await openSharedOverOwn(page);
  await ui(page).cell('c3').click();
  await page.getByTestId('discard-own').click();
  await expect(page.getByTestId('back-to-mine-tool')).toBeHidden();
  expect(await moveList(page)).toEqual(['f5', 'd6', 'c3']);
  await page.reload();
  await expect.poll(() => moveList(page)).toEqual(['f5', 'd6', 'c3']);
  await expect(page.getByTestId('back-to-mine-tool')).toBeHidden();
});
