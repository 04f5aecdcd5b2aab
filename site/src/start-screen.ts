// The start screen: one card per game with a small drawn board. A card is a link to the game's URL
// (#/reversi); a game missing from this engine build is shown but cannot be opened.
import { GAMES } from './games';
import { geometry } from './geometry';
import { paintStill } from './render';
import { GAME_IDS, initialState, type GameId, type Lang } from './state';
import { el, setText } from './ui';
import { t } from './i18n';

export interface StartScreen {
  /** Draws the cards' boards from each game's start position (64 squares), and which games can be opened. */
  setGames(starts: Partial<Record<GameId, string>>): void;
  update(lang: Lang): void;
}

const PREVIEW_CSS_PX = 156;

function drawPreview(canvas: HTMLCanvasElement, id: GameId, squares: string): void {
  const game = GAMES[id];
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(PREVIEW_CSS_PX * dpr);
  canvas.height = canvas.width;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const state = initialState(id);
  state.squares = squares;
  paintStill(ctx, game.view, geometry(PREVIEW_CSS_PX, { rank1AtTop: game.rank1AtTop, flipped: false }), state);
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
        const squares = starts[id];
        const canvas = card.querySelector('canvas');
        if (canvas) drawPreview(canvas, id, squares ?? '-'.repeat(64));
        card.setAttribute('aria-disabled', String(squares === undefined));
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
