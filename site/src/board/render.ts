// Canvas renderer: draws the board from state and owns nothing else (chessground's render.ts). The game's
// view paints; this module sizes the canvas, keeps the static layer, debounces redraws to one animation
// frame and skips a frame when nothing the last frame read has changed.
import type { GameDef, GameView } from '../games/types';
import { geometry, type Geometry } from '../squares/geometry';
import { paintHints } from './hint-paint';
import type { State } from '../state/state';

export interface Renderer {
  redraw(): void;
  destroy(): void;
}

/**
 * Runs `paint` on a view of the state that notes which of its fields are read, and returns their names.
 * A paint is a function of the fields it reads: while none of them changes, it would draw the same frame.
 */
export function tracingReads(state: State, paint: (traced: State) => void): (keyof State)[] {
  const read = new Set<keyof State>();
  const traced = new Proxy(state, {
    get(target, field, receiver) {
      if (typeof field === 'string') read.add(field as keyof State);
      return Reflect.get(target, field, receiver) as unknown;
    },
  });
  paint(traced);
  return [...read].sort();
}

/** The values of the given fields as one string: equal keys, equal frames. */
export function fieldsKey(state: State, fields: readonly (keyof State)[]): string {
  return JSON.stringify(fields.map((f) => state[f]));
}

/** Paints a whole board once, without coordinates (the start screen's previews). */
export function paintStill(ctx: CanvasRenderingContext2D, view: GameView, g: Geometry, state: State): void {
  view.paintBoard(ctx, g, false);
  view.paint(ctx, g, state, 0);
}

/** Draws `getState()` with the view of its game, `getGame()`: one renderer serves every game the shell opens. */
export function createRenderer(canvas: HTMLCanvasElement, getState: () => State, getGame: () => GameDef): Renderer {
  const ctx = canvas.getContext('2d');
  const layer = document.createElement('canvas');
  const layerCtx = layer.getContext('2d');
  let frame = 0;
  let layerKey = '';
  // What the last frame drew from: the geometry, and the state fields its paint read, with their values.
  let lastGeometry = '';
  let lastFields: (keyof State)[] = [];
  let lastKey = '';

  const draw = (now: number): void => {
    frame = 0;
    if (!ctx || !layerCtx) return;
    const state = getState();
    const game = getGame();
    const dpr = window.devicePixelRatio || 1;
    const size = canvas.clientWidth;
    if (size <= 0) return;
    const px = Math.round(size * dpr);
    if (canvas.width !== px || canvas.height !== px) {
      canvas.width = px;
      canvas.height = px;
    }
    const g = geometry(size, { board: state.board, rank1AtTop: game.rank1AtTop, flipped: state.flipped });
    const boardKey = JSON.stringify([px, dpr, game.id, g]);
    if (layerKey !== boardKey) {
      layer.width = px;
      layer.height = px;
      layerCtx.setTransform(dpr, 0, 0, dpr, 0, 0);
      layerCtx.clearRect(0, 0, size, size);
      game.view.paintBoard(layerCtx, g);
      layerKey = boardKey;
      // The first paint is the costliest (the canvases' set-up, the board's gradients and texture): the
      // position is drawn in the next frame, so that neither frame is a long task.
      if (lastGeometry === '') {
        redraw();
        return;
      }
    }
    const animating = state.anim !== null && now < game.view.animEnd(state);
    if (!animating && boardKey === lastGeometry && fieldsKey(state, lastFields) === lastKey) return;

    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, px, px);
    ctx.drawImage(layer, 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    lastFields = tracingReads(state, (traced) => {
      game.view.paint(ctx, g, traced, now);
      paintHints(ctx, g, traced, game);
    });
    lastGeometry = boardKey;
    // A frame in the middle of an animation depends on the time too: the next one is never skipped.
    lastKey = animating ? '' : fieldsKey(state, lastFields);
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
