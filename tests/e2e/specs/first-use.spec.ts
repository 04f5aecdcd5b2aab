// What a new player meets first, on a desktop and a phone, light and dark, English and Russian: how to play
// and the rules, gomoku's two taps, a hint that keeps its moves whole and the panel still, a move list with
// room, a sound button that says whether it is on, colours that stand out, a start screen and header that fit.
import { expect, newGame, openGame, test, ui, type Page } from '../fixtures';
import { gomokuUi, openGomoku } from '../gomoku';
import { importGame, openDraughts, pdnFrom } from '../draughts';

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** WCAG's contrast ratio of two CSS colours ('rgb(…)' or 'rgba(…)', the second opaque). */
async function contrast(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    ([x, y]) => {
      const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const lum = ([r, g, b]: number[]) =>
        [r, g, b]
          .map((v) => {
            const s = (v ?? 0) / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          })
          .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
      const [fa, fb] = [parse(x), parse(y)];
      // A translucent colour over an opaque one is what the eye sees.
      const alpha = fa[3] ?? 1;
      const over = [0, 1, 2].map((i) => alpha * (fa[i] ?? 0) + (1 - alpha) * (fb[i] ?? 0));
      const [l1, l2] = [lum(over), lum(fb)].sort((p, q) => q - p);
      return (l1! + 0.05) / (l2! + 0.05);
    },
    [a, b] as const,
  );
}

test.describe('the start of a game', () => {
  test('each game says how to play in one sentence, with its rules a click away, in both languages', async ({
    page,
  }) => {
    await openGame(page);
    const howTo = page.getByTestId('how-to');
    const dialog = page.getByTestId('rules-dialog');
    for (const [game, words, title] of [
      ['reversi', /dotted square/, 'Rules of Reversi'],
      ['draughts', /diagonally forward/, 'Rules of Russian draughts'],
      ['gomoku', /five in a row/, 'Rules of gomoku'],
      ['chess', /checkmate/, 'Rules of chess'],
    ] as const) {
      await page.goto(`./#/${game}`);
      await expect(howTo).toBeVisible();
      await expect(howTo).toContainText(words);
      await page.getByRole('button', { name: 'Rules' }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading')).toHaveText(title);
      expect(await dialog.locator('li').count()).toBeGreaterThanOrEqual(4);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
    await ui(page).lang.selectOption('ru');
    await expect(howTo).toContainText('мат королю');
    await page.getByRole('button', { name: 'Правила' }).click();
    await expect(dialog.getByRole('heading')).toHaveText('Правила шахмат');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The line goes once the game has begun.
    await ui(page).lang.selectOption('en');
    await page.goto('./#/reversi');
    await expect(howTo).toBeVisible();
    await ui(page).cell('d3').click();
    await expect(howTo).toBeHidden();
  });

  test('the Reversi move list numbers every move, 1, 2, 3, as Othello players do', async ({ page }) => {
    await openGame(page);
    await newGame(page, 'hvh');
    for (const [i, square] of ['d3', 'c5', 'f6'].entries()) {
      await ui(page).cell(square).click();
      await expect(ui(page).moves).toHaveCount(i + 1);
    }
    const numbers = await ui(page).moves.evaluateAll((items) =>
      items.map((li) => getComputedStyle(li, '::before').content),
    );
    expect(numbers).toEqual(['"1."', '"2."', '"3."']);
  });
});

test.describe('gomoku on a phone', () => {
  test.use(phone);

  test('the status explains the two taps until the first stone is placed, in both languages', async ({ page }) => {
    await openGomoku(page);
    const help = page.getByTestId('tap-help');
    await expect(help).toHaveText('Tap a point to see your stone there, then tap the stone again to place it.');
    await ui(page).lang.selectOption('ru');
    await expect(help).toHaveText(
      'Коснитесь пересечения — там появится ваш камень; коснитесь камня ещё раз, чтобы поставить его.',
    );
    const h8 = gomokuUi(page).cell('h8');
    await h8.tap();
    await expect(help).toBeVisible();
    await h8.tap();
    await expect(gomokuUi(page).moves.first()).toHaveText('h8');
    await expect(help).toBeHidden();
  });
});

test('a mouse places at once: no two-tap help on a desktop', async ({ page }) => {
  await openGomoku(page);
  await expect(page.getByTestId('how-to')).toBeVisible();
  await expect(page.getByTestId('tap-help')).toBeHidden();
});

/** A draughts middlegame, White to move (KestoG's perft position K10): out of the opening book. */
const DRAUGHTS_MIDGAME = 'W:Wd4,f4,a3,c3,e3,d2,f2,h2,c1,e1,g1:Bb8,d8,f8,h8,a7,b6,d6,h6,c5,g5,h4';

test.describe('the hint line on a phone', () => {
  test.use(phone);

  test('never breaks a move across two lines, at any phone width', async ({ page }) => {
    await openDraughts(page);
    // A middlegame, out of the opening book (whose lines end where the book does): the search's line is long.
    await importGame(page, pdnFrom(DRAUGHTS_MIDGAME));
    await page.getByTestId('hint').click();
    const hint = page.getByTestId('hint-line');
    // Three moves or more, quiet (d4-e5) or captures (d6:f4), whichever the search found at its depth.
    await expect(hint).toHaveText(/(?:[a-h][1-8](?:[-:][a-h][1-8])+ ){2}[a-h][1-8](?:[-:][a-h][1-8])+/, {
      timeout: 30_000,
    });
    for (const width of [320, 340, 350, 360, 375, 390, 412]) {
      await page.setViewportSize({ width, height: 740 });
      // Each move's text, as one range over whatever markup holds it, lies on one line.
      const broken = await page.locator('#hint-text').evaluate((node) => {
        const chars: { node: Text; at: number }[] = [];
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        for (let t = walker.nextNode() as Text | null; t; t = walker.nextNode() as Text | null) {
          for (let i = 0; i < t.data.length; i++) chars.push({ node: t, at: i });
        }
        const text = chars.map((c) => c.node.data[c.at]).join('');
        const out: string[] = [];
        for (const m of text.matchAll(/[a-h][1-8](?:[-:][a-h][1-8])+/g)) {
          const first = chars[m.index]!;
          const last = chars[m.index + m[0].length - 1]!;
          const range = document.createRange();
          range.setStart(first.node, first.at);
          range.setEnd(last.node, last.at + 1);
          const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          if (tops.size > 1) out.push(m[0]);
        }
        return out;
      });
      expect(broken, `moves broken across lines at ${width} px`).toEqual([]);
    }
  });
});

/** The top of the controls under the status, in the page (not the window, which a click may scroll). */
const controlsTop = (page: Page) => page.locator('.controls').evaluate((c) => c.getBoundingClientRect().top + scrollY);

/** Shows the hint after `plies` moves of a two-player game (from the start, or from what `begin` sets up), waits until
 * its line is long, and says how far the controls moved. */
async function hintShift(page: Page, plies: number, begin = () => newGame(page, 'hvh')): Promise<number> {
  await begin();
  for (let n = 1; n <= plies; n++) {
    await page
      .getByRole('gridcell', { name: /, (legal move|can move)$/ })
      .first()
      .click();
    const destination = page.getByRole('gridcell', { name: /, destination$/ }).first();
    if (await destination.count()) await destination.click();
    await expect(ui(page).moves).toHaveCount(n);
  }
  const before = await controlsTop(page);
  await page.getByTestId('hint').click();
  // Five moves of the line at least: long enough to wrap on a phone (in Reversi's opening the line is the
  // book's, as long as the book holds the positions it reaches).
  await expect(page.getByTestId('hint-line')).toHaveText(/ · [a-h][1-8]\S*( \S+){4}/, { timeout: 30_000 });
  return (await controlsTop(page)) - before;
}

test('a hint appearing moves nothing below it (Reversi, with its opening named above the turn)', async ({ page }) => {
  await openGame(page);
  expect(await hintShift(page, 2)).toBeCloseTo(0, 0);
  await expect(page.getByTestId('opening')).toBeVisible();
});

test.describe('a hint on a phone', () => {
  test.use(phone);

  test('appearing and growing, moves nothing below it', async ({ page }) => {
    await openDraughts(page);
    expect(await hintShift(page, 0, () => importGame(page, pdnFrom(DRAUGHTS_MIDGAME)))).toBeCloseTo(0, 0);
  });
});

/** A gomoku game of `n` moves with no five anywhere (colours by ((file >> 1) + rank) % 2) and its review, saved. */
async function saveReviewedGomoku(page: Page, n: number): Promise<void> {
  await page.evaluate((count) => {
    const black: string[] = [];
    const white: string[] = [];
    for (let r = 0; r < 8; r++) {
      for (let f = 0; f < 8; f++)
        ((f >> 1) + r) % 2 === 0 ? black.push(`${'cdefghij'[f]}${r + 3}`) : white.push(`${'cdefghij'[f]}${r + 3}`);
    }
    const moves = Array.from({ length: count }, (_, i) => (i % 2 === 0 ? black : white)[i >> 1]!);
    const start = '15 freestyle:';
    const settings = { mode: 'hvh', human: 0, level: 3, aggressiveness: 0.8 };
    localStorage.setItem(
      'ply.v1.gomoku',
      JSON.stringify({ v: 1, settings, start, moves, future: [], flipped: false, agreed: false, moveNumbers: false }),
    );
    const scores = [...moves, ''].map((_, k) => Math.round(12 * Math.sin(k / 4)));
    localStorage.setItem('ply.v1.review.gomoku', JSON.stringify({ start, moves, scores }));
  }, n);
}

/** The rows of the move list wholly in sight: inside its scroll box, the panel's view and the window. */
async function rowsInSight(page: Page): Promise<number> {
  return page.locator('.moves-scroll').evaluate((scroll) => {
    const panel = scroll.closest('.panel')!.getBoundingClientRect();
    const box = scroll.getBoundingClientRect();
    const top = Math.max(box.top, panel.top, 0);
    const bottom = Math.min(box.bottom, panel.bottom, window.innerHeight);
    const rows = new Set<number>();
    for (const li of scroll.querySelectorAll('li')) {
      const r = li.getBoundingClientRect();
      if (r.top >= top - 1 && r.bottom <= bottom + 1) rows.add(Math.round(r.top));
    }
    return rows.size;
  });
}

test('at 1280x800 the move list keeps ten rows beside the review graph and the gomoku slider', async ({ page }) => {
  await openGomoku(page);
  await saveReviewedGomoku(page, 64);
  await page.reload();
  await expect(gomokuUi(page).moves).toHaveCount(64);
  await expect(page.getByTestId('review-graph')).toBeVisible();
  await expect(gomokuUi(page).aggressiveness).toBeVisible();
  expect(await rowsInSight(page)).toBeGreaterThanOrEqual(10);
  // Looking back, with the walk's line shown.
  await gomokuUi(page).moves.nth(30).click();
  await expect(page.getByTestId('walk-status')).toBeVisible();
  expect(await rowsInSight(page)).toBeGreaterThanOrEqual(10);
  const scroll = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.scrollHeight,
  ]);
  expect(scroll).toEqual([1280, 800]);
});

test('the sound button says whether sound is on, in words and by its icon, in both languages', async ({ page }) => {
  await openGame(page);
  const sound = page.getByTestId('sound');
  const icon = async () => sound.locator('svg:visible').evaluate((svg) => svg.innerHTML);
  await expect(sound).toHaveText('Sound: off');
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  const off = await icon();
  await sound.click();
  await expect(sound).toHaveText('Sound: on');
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  expect(await icon()).not.toBe(off);
  await ui(page).lang.selectOption('ru');
  await expect(sound).toHaveText('Звук: вкл.');
  await sound.click();
  await expect(sound).toHaveText('Звук: выкл.');
});

for (const scheme of ['dark', 'light'] as const) {
  test(`${scheme} theme: the player cards' discs and the share dialog's selected link stand out (WCAG AA)`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openGame(page);
    for (const side of [0, 1]) {
      const card = page.locator(`#player-${side}`);
      const { edge, width, background } = await card.evaluate((c) => {
        const disc = getComputedStyle(c.querySelector('.disc')!);
        return {
          edge: disc.borderTopColor,
          width: parseFloat(disc.borderTopWidth),
          background: getComputedStyle(c).backgroundColor,
        };
      });
      expect(width, 'the disc has a rim').toBeGreaterThanOrEqual(1);
      expect(await contrast(page, edge, background), `disc ${side} on its card`).toBeGreaterThanOrEqual(3);
    }
    await page.getByTestId('share').click();
    const text = page.getByTestId('dialog-text');
    await expect(text).toBeVisible();
    const selection = await text.evaluate((t) => {
      const s = getComputedStyle(t, '::selection');
      return { color: s.color, background: s.backgroundColor, under: getComputedStyle(t).backgroundColor };
    });
    expect(selection.background, 'the selection has its own colour').not.toBe('rgba(0, 0, 0, 0)');
    const back = await contrast(page, selection.background, selection.under);
    const opaque = back >= 1 ? selection.background : selection.under;
    expect(await contrast(page, selection.color, opaque), 'selected text on its highlight').toBeGreaterThanOrEqual(4.5);
  });
}

test('the start screen fits 1280x800 in Russian, tagline and all', async ({ page }) => {
  await page.goto('./#/');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  for (const lang of ['ru', 'en'] as const) {
    await ui(page).lang.selectOption(lang);
    const tagline = page.locator('.tagline');
    await expect(tagline).toBeVisible();
    const box = await tagline.boundingBox();
    expect(box!.y + box!.height, `${lang} tagline in view`).toBeLessThanOrEqual(800);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(800);
  }
});

test.describe('the header on a phone', () => {
  test.use(phone);

  test('the Games button is named, and its name shows under its icon', async ({ page }) => {
    await openGame(page);
    for (const [lang, name, game] of [
      ['en', 'Games', 'draughts'],
      ['ru', 'Игры', 'draughts'],
      ['ru', 'Игры', 'reversi'],
    ] as const) {
      await page.goto(`./#/${game}`);
      await ui(page).lang.selectOption(lang);
      const link = page.getByRole('link', { name });
      await expect(link).toBeVisible();
      const label = await link.locator('span').evaluate((span) => {
        const r = span.getBoundingClientRect();
        return {
          width: r.width,
          height: r.height,
          right: r.right,
          text: span.textContent,
          clip: getComputedStyle(span).clip,
        };
      });
      expect(label.text).toBe(name);
      expect(label.width).toBeGreaterThan(15);
      expect(label.height).toBeGreaterThan(6);
      expect(label.right).toBeLessThanOrEqual(360);
      // The game's whole name still fits beside it.
      const name0 = await page.locator('#game-name').evaluate((h) => h.scrollWidth - h.clientWidth);
      expect(name0).toBeLessThanOrEqual(0);
    }
  });
});
