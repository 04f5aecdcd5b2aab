// Entry point: builds the page's parts and connects them. Nothing here may throw to the top:
// a failure shows a message instead of a blank page.
import './style.css';
import { createAccessibleBoard, createAnnouncer } from './a11y';
import { Engine } from './engine';
import { GameController } from './game-controller';
import { pickLang, t } from './i18n';
import { bindInput } from './input';
import { loadLang, saveLang } from './persist';
import { createRenderer } from './render';
import { DEFAULT_SETTINGS, initialState, setLang } from './state';
import { createUi } from './ui';
import { loadPly } from './wasm/load';

function byId<T extends HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`missing #${id}`);
  return node as T;
}

async function main(): Promise<void> {
  const lang = loadLang() ?? pickLang(navigator.languages?.length ? navigator.languages : [navigator.language]);
  const state = initialState(DEFAULT_SETTINGS, lang);
  const board = byId<HTMLElement>('board');
  const canvas = byId<HTMLCanvasElement>('board-canvas');
  let controller: GameController | null = null;

  const renderer = createRenderer(canvas, () => state);
  const grid = createAccessibleBoard(board, (i) => controller?.onSquare(i));
  const announce = createAnnouncer(byId('live'));
  const ui = createUi({
    newGame: (s) => controller?.newGame(s),
    undo: () => controller?.undo(),
    redo: () => controller?.redo(),
    resume: () => controller?.resume(),
    setLevel: (l) => controller?.setLevel(l),
    setLang: (l) => {
      setLang(state, l);
      saveLang(l);
      changed();
    },
  });
  const changed = (): void => {
    renderer.redraw();
    grid.update(state);
    ui.update(state);
  };
  changed();

  const ply = await loadPly();
  const session = ply.createSession('reversi');
  if (!session) throw new Error('this engine build has no reversi');
  controller = new GameController({ session, engine: new Engine(), state, changed, redraw: renderer.redraw, announce });
  const c = controller;
  bindInput(board, canvas, { onSquare: (i) => c.onSquare(i), onHover: (i) => c.hover(i) });
  controller.restore();
}

main().catch((err: unknown) => {
  console.error(err);
  const notice = document.querySelector<HTMLElement>('[data-testid="notice"]');
  if (notice) {
    notice.hidden = false;
    notice.textContent = t(document.documentElement.lang === 'ru' ? 'ru' : 'en', 'loadFailed');
  }
});
