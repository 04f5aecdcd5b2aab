// The published page's Content-Security-Policy (a <meta> in index.html, as GitHub Pages sends no headers):
// every game loads, the worker searches and a move is played with no violation reported.
import { expect, test, type Page } from '../fixtures';

/** Records every CSP violation from the first script on (call before page.goto). */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test('the page carries a strict policy with no inline script', async ({ page }) => {
  await page.goto('./');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain("'unsafe-inline'");
  expect(await page.locator('script:not([src])').count()).toBe(0);
});

test('every game loads and the computer answers under the policy, with no violation', async ({ page }) => {
  test.setTimeout(180_000);
  await recordViolations(page);
  await page.goto('./#/reversi');
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  await page.getByTestId('level').selectOption('2');
  await page.getByRole('gridcell', { name: /^d3 / }).click();
  await expect(page.getByTestId('moves').locator('li')).toHaveCount(2, { timeout: 60_000 });
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-line')).toBeVisible();
  for (const game of ['draughts', 'gomoku', 'chess']) {
    await page.goto(`./#/${game}`);
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByTestId('turn')).not.toHaveText(/Loading/);
  }
  await page.goto('./#/');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
