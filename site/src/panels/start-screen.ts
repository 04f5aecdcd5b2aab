// The start screen: one card for each game of the registry (games/index.ts: main.ts hands them over in its
// order), with a small drawn board. A card is a link to the game's URL (#/reversi); a game missing from this
// engine build is shown but cannot be opened.
import type { GameDef } from '../games/types';
import { geometry } from '../squares/geometry';
import { paintStill } from '../board/render';
import type { BoardShape } from '../squares/squares';
import { initialState } from '../state/state';
import type { GameId, Lang } from '../vocabulary';
import { el, setText } from '../dom';
import { t } from '../i18n';
import { nextTask } from '../next-task';

/** A game's start position as its Session shows it: the board's shape and its squares. */
export interface StartPosition {
  board: BoardShape;
  squares: string;
}

export interface StartScreen {
  /**
   * Which games this engine build can open, and where a card's start position comes from. Nothing is drawn
   * yet: a start position is its game's first engine calls, work a page opened on a game does not need.
   */
  setGames(available: ReadonlySet<GameId>, startOf: (id: GameId) => StartPosition | null): void;
  /** Draws the cards' boards, one card a task, the first time the screen is shown (later calls do nothing). */
  drawPreviews(): void;
  update(lang: Lang): void;
}

const PREVIEW_CSS_PX = 156;

function drawPreview(canvas: HTMLCanvasElement, game: GameDef, start: StartPosition): void {
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(PREVIEW_CSS_PX * dpr);
  canvas.height = canvas.width;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const state = initialState(game.id, undefined, undefined, start.board);
  state.squares = start.squares;
  const g = geometry(PREVIEW_CSS_PX, { board: start.board, rank1AtTop: game.rank1AtTop, flipped: false });
  paintStill(ctx, game.view, g, state);
}

/** A game's card, a link to its page: its board drawn small, its name and a line about it (set by update). */
function cardFor(id: GameId): HTMLAnchorElement {
  const card = document.createElement('a');
  card.className = 'card';
  card.href = `#/${id}`;
  card.dataset['testid'] = `game-${id}`;
  const preview = document.createElement('canvas');
  preview.className = 'preview';
  preview.setAttribute('aria-hidden', 'true');
  const text = document.createElement('span');
  text.className = 'card-text';
  for (const part of ['card-name', 'card-blurb', 'card-soon']) {
    const span = document.createElement('span');
    span.className = part;
    text.append(span);
  }
  el('.card-soon', text).hidden = true;
  card.append(preview, text);
  return card;
}

/** `games`: the registry's, in the order their cards are shown. */
export function createStartScreen(games: readonly GameDef[]): StartScreen {
  const cards = games.map((game) => ({ id: game.id, game, card: cardFor(game.id) }));
  el('[data-testid="game-cards"]').append(...cards.map(({ card }) => card));
  let available: ReadonlySet<GameId> = new Set(games.map((game) => game.id));
  let startOf: ((id: GameId) => StartPosition | null) | null = null;
  let drawn = false;
  for (const { card } of cards) {
    card.addEventListener('click', (e) => {
      if (card.getAttribute('aria-disabled') === 'true') e.preventDefault();
    });
  }
  return {
    setGames(games, start): void {
      available = games;
      startOf = start;
      for (const { id, card } of cards) card.setAttribute('aria-disabled', String(!available.has(id)));
    },
    drawPreviews(): void {
      if (drawn || !startOf) return;
      drawn = true;
      const read = startOf;
      void (async () => {
        for (const { id, game, card } of cards) {
          await nextTask();
          const canvas = card.querySelector('canvas');
          // A game this build lacks shows its empty standard board.
          const start = (available.has(id) ? read(id) : null) ?? { board: game.board, squares: '' };
          if (canvas) drawPreview(canvas, game, start);
        }
      })();
    },
    update(lang): void {
      for (const { id, game, card } of cards) {
        const words = game.strings[lang];
        setText(el('.card-name', card), words.name);
        setText(el('.card-blurb', card), words.blurb);
        const soon = card.querySelector<HTMLElement>('.card-soon');
        if (soon) {
          setText(soon, t(lang, 'notInBuild'));
          soon.hidden = available.has(id);
        }
      }
    },
  };
}
