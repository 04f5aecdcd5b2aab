// The start screen: one card per game with a small drawn board. A card is a link to the game's URL
// (#/reversi); a game missing from this engine build is shown but cannot be opened.
import { GAMES } from './games';
import { geometry } from './geometry';
import { paintStill } from './render';
import type { BoardShape } from './squares';
import { GAME_IDS, initialState, type GameId, type Lang } from './state';
import { el, setText } from './ui';
import { t } from './i18n';

/** A game's start position as its Session shows it: the board's shape and its squares. */
export interface StartPosition {
  board: BoardShape;
  squares: string;
}

export interface StartScreen {
  /** Draws the cards' boards from each game's start position, and which games can be opened. */
  setGames(starts: Partial<Record<GameId, StartPosition>>): void;
  update(lang: Lang): void;
}

const PREVIEW_CSS_PX = 156;

function drawPreview(canvas: HTMLCanvasElement, id: GameId, start: StartPosition): void {
  const game = GAMES[id];
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(PREVIEW_CSS_PX * dpr);
  canvas.height = canvas.width;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const state = initialState(id, undefined, undefined, start.board);
  state.squares = start.squares;
  const g = geometry(PREVIEW_CSS_PX, { board: start.board, rank1AtTop: game.rank1AtTop, flipped: false });
  paintStill(ctx, game.view, g, state);
}

export function createStartScreen(): StartScreen {
  const cards = GAME_IDS.map((id) => ({ id, card: el<HTMLAnchorElement>(`[data-testid="game-${id}"]`) }));
  let available: ReadonlySet<GameId> = new Set(GAME_IDS);
  for (const { card } of cards) {
    card.addEventListener('click', (e) => {
      if (card.getAttribute('aria-disabled') === 'true') e.preventDefault();
    });
  }
  return {
    setGames(starts): void {
      available = new Set(GAME_IDS.filter((id) => starts[id] !== undefined));
      for (const { id, card } of cards) {
        const start = starts[id];
        const canvas = card.querySelector('canvas');
        // A game this build lacks shows its empty standard board.
        if (canvas) drawPreview(canvas, id, start ?? { board: GAMES[id].board, squares: '' });
        card.setAttribute('aria-disabled', String(start === undefined));
      }
    },
    update(lang): void {
      for (const { id, card } of cards) {
        const words = GAMES[id].strings[lang];
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
