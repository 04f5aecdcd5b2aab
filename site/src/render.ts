// Canvas renderer: draws the board from state and owns nothing else (chessground's render.ts). The game's
// view paints; this module sizes the canvas, keeps the static layer, debounces redraws to one animation
// frame and skips frames when nothing drawn has changed.
import { gameDef } from './games';
import type { GameView } from './games/types';
import { geometry, type Geometry } from './geometry';
import { isHumanTurn, type State } from './state';

export interface Renderer {
  redraw(): void;
  destroy(): void;
}

/** Everything a view draws from, as one string: equal keys draw equal frames. */
function drawKey(state: State): string {
  const sel = state.selection;
  return [
    state.game,
    state.squares,
    state.legal.join(),
    state.hover,
    state.lastPath.join(),
    state.moves.length,
    sel ? `${sel.from}/${sel.dest}/${sel.via.join()}` : '',
    state.drag ? `${state.drag.from}/${state.drag.x}/${state.drag.y}` : '',
    isHumanTurn(state),
  ].join('|');
}

/** Paints a whole board once, without coordinates (the start screen's previews). */
export function paintStill(ctx: CanvasRenderingContext2D, view: GameView, g: Geometry, state: State): void {
  view.paintBoard(ctx, g, false);
  view.paint(ctx, g, state, 0);
}

export function createRenderer(canvas: HTMLCanvasElement, getState: () => State): Renderer {
  const ctx = canvas.getContext('2d');
  const layer = document.createElement('canvas');
  const layerCtx = layer.getContext('2d');
  let frame = 0;
  let layerKey = '';
  let lastKey = '';

  const draw = (now: number): void => {
    frame = 0;
    if (!ctx || !layerCtx) return;
    const state = getState();
    const game = gameDef(state.game);
    const dpr = window.devicePixelRatio || 1;
    const size = canvas.clientWidth;
    if (size <= 0) return;
    const px = Math.round(size * dpr);
    if (canvas.width !== px || canvas.height !== px) {
      canvas.width = px;
      canvas.height = px;
    }
    const g = geometry(size, { rank1AtTop: game.rank1AtTop, flipped: state.flipped });
    const boardKey = `${px}:${dpr}:${game.id}:${state.flipped}`;
    if (layerKey !== boardKey) {
      layer.width = px;
      layer.height = px;
      layerCtx.setTransform(dpr, 0, 0, dpr, 0, 0);
      layerCtx.clearRect(0, 0, size, size);
      game.view.paintBoard(layerCtx, g);
      layerKey = boardKey;
    }
    const animating = state.anim !== null && now < game.view.animEnd(state);
    const key = `${boardKey}|${drawKey(state)}`;
    if (!animating && key === lastKey) return;
    lastKey = animating ? '' : key;

    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, px, px);
    ctx.drawImage(layer, 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    game.view.paint(ctx, g, state, now);
    if (animating) redraw();
  };

  const redraw = (): void => {
    if (!frame) frame = requestAnimationFrame(draw);
  };

  const resize = new ResizeObserver(() => redraw());
  resize.observe(canvas);
  const dprQuery = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
  dprQuery.addEventListener('change', redraw);

  redraw();
  return {
    redraw,
    destroy(): void {
      if (frame) cancelAnimationFrame(frame);
      resize.disconnect();
      dprQuery.removeEventListener('change', redraw);
    },
  };
}
