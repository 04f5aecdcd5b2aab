// Entry point: the one shell every game shares (header, panel, dialogs, worker, persistence, language)
// and the routing between the start screen and the games. Nothing here may throw to the top: a failure
// shows a message instead of a blank page.
import './style.css';
import type { PlyModule, Session } from 'ply-engine';
import { createAccessibleBoard, createAnnouncer } from './board/a11y';
import { Engine, defaultWorker } from './engine/engine';
import { chosenResources } from './wasm/resources';
import { createStopFlag } from './engine/stop-flag';
import { bindEngineSettings } from './panels/engine-settings';
import { GameController } from './play/game-controller';
import { FIRST_GAME, GAME_IDS, gameDef } from './games';
import type { GameDef } from './games/types';
import { pickLang, t } from './i18n';
import { bindInput } from './board/input';
import { bindPreferences } from './panels/preferences';
import { createSound } from './sound';
import {
  gameKey,
  loadBackup,
  loadAnalysisLines,
  loadEvalBarShown,
  loadForbiddenMarksShown,
  loadShell,
  previousKey,
  saveShell,
} from './storage/persist';
import { createRenderer } from './board/render';
import { parseRoute, routeHash, shareLink } from './storage/router';
import { createStartScreen, type StartPosition } from './panels/start-screen';
import { DEFAULT_SETTINGS, initialState, type State } from './state/state';
import { setLang, setNotice } from './state/display';
import type { GameId, Lang } from './vocabulary';
import { bindEvalBar } from './panels/eval-bar';
import { isWalkKey, shownState } from './state/walk';
import { createUi } from './panels/ui';
import { el, show } from './dom';
import { compileWasm, downloadWasm, loadPly } from './wasm/load';
import { nextTask } from './next-task';

/** The game being shown: its own state, GameDef, Session and controller; the shell keeps one at a time. */
interface Current {
  state: State;
  /** The state's game: the shell gives it to the board, which draws and names the squares by it. */
  game: GameDef;
  session: Session | null;
  controller: GameController | null;
}

async function main(): Promise<void> {
  performance.mark('ply:script');
  // The module's download and the search worker start first: the worker compiles the module from the
  // download and posts it here, while the shell is built; the page only instantiates it. If no module comes
  // (no worker), the page compiles its own.
  const saved = loadShell();
  const device = {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    hardwareConcurrency: navigator.hardwareConcurrency,
  };
  const chosen = chosenResources({ threads: saved.threads ?? undefined, tableMb: saved.tableMb ?? undefined }, device);
  // The worker decides whether the page can run threads (it searches on one where it cannot).
  const engine = new Engine(defaultWorker, createStopFlag(), chosen);
  const loading = loadPly(engine.compiledModule(downloadWasm()).then((module) => module ?? compileWasm()));
  // What the first frame does not need, the review's panel and graph and the transcripts' dialogs, is a chunk
  // of its own, loaded meanwhile; the game opens once it is here. (A failure is reported where it is awaited.)
  const panels = Promise.all([
    import('./panels/review-ui'),
    import('./panels/transcript-ui'),
    import('./panels/analysis-ui'),
    import('./panels/editor-ui'),
  ]);
  panels.catch(() => {});
  // The shell is built in the next tasks, in two parts, so that no one of them is long.
  await nextTask();
  let lang: Lang = saved.lang ?? pickLang(navigator.languages?.length ? navigator.languages : [navigator.language]);
  const firstRoute = parseRoute(location.hash);
  const firstGame: GameId = firstRoute.kind === 'game' ? firstRoute.game : (saved.last ?? FIRST_GAME);
  const firstDef = gameDef(firstGame);
  let cur: Current = {
    state: initialState(firstGame, DEFAULT_SETTINGS, lang, firstDef.board),
    game: firstDef,
    session: null,
    controller: null,
  };
  /** The one route from the shell's parts (panel, board, dialogs, keys) to the game open, if any. */
  const current = (): GameController | null => cur.controller;
  let view: 'start' | 'game' = firstRoute.kind === 'start' ? 'start' : 'game';

  const board = el('#board');
  const canvas = el<HTMLCanvasElement>('#board-canvas');
  const layout = el('#game-view');
  const startView = el('[data-testid="start-screen"]');
  // The board draws the position shown: a past one while the player looks back through the moves.
  const renderer = createRenderer(
    canvas,
    () => shownState(cur.state),
    () => cur.game,
  );
  const grid = createAccessibleBoard(board, current);
  const announce = createAnnouncer(el('#live'));
  const startScreen = createStartScreen(GAME_IDS.map(gameDef));
  const sound = createSound();
  const preferences = bindPreferences(sound);
  const engineSettings = bindEngineSettings(engine, device, chosen);
  await nextTask();
  const orientation = () => ({ board: cur.state.board, rank1AtTop: cur.game.rank1AtTop, flipped: cur.state.flipped });

  // The shell's own DOM is written only when the view, game or language changes: the panel updates many
  // times a second while the computer thinks, and a write to <body> restyles the whole page.
  let shellKey = '';
  const changed = (): void => {
    const game = cur.game;
    const key = `${view}|${game.id}|${lang}`;
    if (key !== shellKey) {
      shellKey = key;
      board.dataset['game'] = game.id;
      board.toggleAttribute('data-draggable', game.draggable);
      document.body.dataset['view'] = view;
      show(layout, view === 'game');
      show(startView, view === 'start');
      document.title = view === 'start' ? t(lang, 'appTitle') : t(lang, 'title', { game: game.strings[lang].name });
      startScreen.update(lang);
      preferences.update(lang);
      engineSettings.update(lang);
    }
    if (view === 'start') startScreen.drawPreviews();
    renderer.redraw();
    grid.update(shownState(cur.state), cur.game);
    ui.update(cur.state, cur.game);
    reviewUi?.update(cur.state, cur.game);
    analysisUi?.update(cur.state, cur.game);
    editorUi?.update(cur.state, cur.game);
    evalBar.update(cur.state, cur.game);
  };
  const ui = createUi(current, (l) => {
    lang = l;
    setLang(cur.state, l);
    saveShell({ lang: l });
    changed();
  });
  let reviewUi: { update(state: State, game: GameDef): void } | null = null;
  let analysisUi: { update(state: State, game: GameDef): void } | null = null;
  let editorUi: { update(state: State, game: GameDef): void } | null = null;
  const evalBar = bindEvalBar(() => current()?.toggleEvalBar());
  bindInput(board, canvas, orientation, current);
  // H shows or hides the hints, A the analysis, unless a field or a dialog has the keys.
  document.addEventListener('keydown', (e) => {
    const key = e.key.toLowerCase();
    if ((key !== 'h' && key !== 'a') || e.ctrlKey || e.metaKey || e.altKey || view !== 'game' || cur.state.editor)
      return;
    const target = e.target instanceof Element ? e.target : null;
    if (target?.closest('input, select, textarea, dialog, [contenteditable="true"]')) return;
    e.preventDefault();
    if (key === 'h') current()?.toggleHint();
    else current()?.toggleAnalysis();
  });
  // Left and Right walk through the moves (with Shift, the review's marked ones), Home and End go to the start
  // and the live game, unless a field, a dialog or (on the live game) the board's grid has the keys.
  document.addEventListener('keydown', (e) => {
    if (!isWalkKey(e.key) || e.ctrlKey || e.metaKey || e.altKey || view !== 'game' || cur.state.editor) return;
    const target = e.target instanceof Element ? e.target : null;
    if (target?.closest('input, select, textarea, dialog, [contenteditable="true"]')) return;
    // Shift with Left or Right goes to the previous or next move the review marked.
    if (e.shiftKey) {
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      e.preventDefault();
      current()?.walkToMark(e.key === 'ArrowRight' ? 1 : -1);
      return;
    }
    // The grid's arrows move between its cells; while looking back nothing is played there, so they walk too.
    if (target?.closest('#board') && !cur.state.past) return;
    e.preventDefault();
    current()?.walk(e.key);
  });
  // The shell was built in the tasks before; its first drawing is the next.
  await nextTask();
  changed();
  performance.mark('ply:shell');

  const [{ createReviewUi }, { bindTranscripts }, { createAnalysisUi }, { createEditorUi }] = await panels;
  reviewUi = createReviewUi(current);
  analysisUi = createAnalysisUi(current);
  editorUi = createEditorUi(current);
  bindTranscripts({
    exportText: () => current()?.exportText() ?? '',
    positionText: () => current()?.positionText() ?? '',
    fileName: () => cur.game.exportName,
    importText: (text) => current()?.importText(text),
    game: () => cur.game,
    damagedText: () => loadBackup(cur.state.game) ?? '',
    shareLink: () => shareLink(location.href, cur.state.game, current()?.exportText() ?? ''),
    lang: () => lang,
  });
  const ply: PlyModule = await loading;
  performance.mark('ply:module');
  // The module's start (its constructors, Embind's registrations) was one task; the game opens in the next,
  // and the start screen's boards are read only when that screen is shown (startScreen.drawPreviews).
  await nextTask();
  const available: ReadonlySet<GameId> = new Set(GAME_IDS.filter((id) => ply.games().includes(id)));
  startScreen.setGames(available, (id): StartPosition | null => {
    const s = ply.createSession(id);
    if (!s) return null;
    const board = s.board();
    const start = { board: { files: board.files, ranks: board.ranks }, squares: s.squares() };
    s.delete();
    return start;
  });

  const openGame = (id: GameId): void => {
    if (cur.state.game === id && cur.controller) return;
    current()?.destroy();
    cur.session?.delete();
    const session = ply.createSession(id);
    if (!session) throw new Error(`this engine build has no ${id}`);
    const game = gameDef(id);
    const state = initialState(id, DEFAULT_SETTINGS, lang, game.board);
    state.evalBar = loadEvalBarShown();
    state.analysis.lines = loadAnalysisLines();
    state.forbiddenMarks = loadForbiddenMarksShown();
    const controller = new GameController({
      session,
      newSession: () => ply.createSession(id),
      engine,
      state,
      game,
      changed,
      redraw: renderer.redraw,
      announce,
      sound: (kind) => sound.play(kind),
      // Played on or left, a shared game's link is done with: a reload opens the player's own game.
      leftShared: () => history.replaceState(null, '', routeHash({ kind: 'game', game: id })),
    });
    cur = { state, game, session, controller };
    saveShell({ last: id });
    controller.restore();
  };

  const route = (): void => {
    const r = parseRoute(location.hash);
    const id = r.kind === 'game' ? r.game : r.kind === 'last' ? (loadShell().last ?? FIRST_GAME) : null;
    view = id !== null && available.has(id) ? 'game' : 'start';
    if (view === 'game' && id !== null) {
      openGame(id);
      // A shared game is looked at while its link is the address (a reload shows it again); the player's own
      // game is the game's address alone.
      if (r.kind === 'game' && r.shared !== undefined) current()?.openShared(r.shared);
      else if (cur.state.viewing) current()?.backToOwnGame();
    }
    changed();
  };
  window.addEventListener('hashchange', route);
  // A data file the strong level goes without (it plays its hand-written evaluation): said in the game it is for.
  engine.onDataRefused = (refusal) => {
    if (cur.state.game !== refusal.game) return;
    // The learned evaluation matters more to the level than its book: a missing book does not hide it.
    const shown = cur.state.notice;
    if (refusal.name === 'book' && shown?.key === 'dataMissing' && shown.name !== 'book') return;
    setNotice(cur.state, { key: 'dataMissing', name: refusal.name, kind: refusal.kind, detail: refusal.reason });
    changed();
  };
  // Another tab saved this game: it is the newer, and this tab shows it (nothing of this one is lost: its
  // own last change was saved before, and whatever replaced it was kept as the previous game).
  window.addEventListener('storage', (e) => {
    const id = cur.state.game;
    if (view === 'game' && (e.key === gameKey(id) || e.key === previousKey(id))) current()?.reloadSaved();
  });
  route();
  performance.mark('ply:game');
}

// The engine or the page could not start: say so in the player's language and offer to try again (a fresh
// load of the page; nothing was saved over, so every saved game is still there).
main().catch((err: unknown) => {
  console.error(err);
  const lang = document.documentElement.lang === 'ru' ? 'ru' : 'en';
  const box = document.querySelector<HTMLElement>('#notice-box');
  const notice = document.querySelector<HTMLElement>('[data-testid="notice"]');
  const retry = document.querySelector<HTMLElement>('[data-testid="retry"]');
  const turn = document.querySelector<HTMLElement>('[data-testid="turn"]');
  if (!box || !notice || !retry) return;
  box.hidden = notice.hidden = retry.hidden = false;
  notice.textContent = t(lang, 'loadFailed');
  retry.textContent = t(lang, 'tryAgain');
  retry.addEventListener('click', () => location.reload(), { once: true });
  if (turn) turn.textContent = '';
});
