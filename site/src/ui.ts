// The panel around the board: players and score, turn, thinking, result, notice, controls, move list,
// the new-game dialog. Reads state to write the DOM; user actions go out through UiActions.
import { formatScore, isLang, resultText, sideName, t, type Key } from './i18n';
import {
  LEVELS,
  PASS,
  isComputerSide,
  redoCount,
  undoCount,
  type Lang,
  type Level,
  type Mode,
  type Settings,
  type Side,
  type State,
} from './state';

export interface UiActions {
  newGame(settings: Settings): void;
  undo(): void;
  redo(): void;
  resume(): void;
  setLevel(level: Level): void;
  setLang(lang: Lang): void;
}

export interface Ui {
  update(state: State): void;
}

function el<T extends HTMLElement = HTMLElement>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`missing ${selector}`);
  return found;
}

function setText(node: HTMLElement, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

function show(node: HTMLElement, visible: boolean): void {
  if (node.hidden === visible) node.hidden = !visible;
}

function playerRole(state: State, side: Side): string {
  if (isComputerSide(state.settings, side)) return t(state.lang, 'computer');
  return t(state.lang, state.settings.mode === 'hvc' ? 'you' : 'player');
}

function noticeText(state: State): string {
  const n = state.notice;
  if (!n) return '';
  if (n.key === 'pass') return t(state.lang, 'noticePass', { side: sideName(state.lang, n.side) });
  return t(state.lang, n.key === 'badSave' ? 'noticeBadSave' : 'noticeEngineFailed');
}

function turnText(state: State): string {
  if (!state.ready) return t(state.lang, 'loading');
  if (state.status.over) return t(state.lang, 'gameOver');
  const side = t(state.lang, state.status.toMove === 0 ? 'toMoveBlack' : 'toMoveWhite');
  return state.paused ? `${side} · ${t(state.lang, 'paused')}` : side;
}

function thinkingText(state: State): string {
  const th = state.thinking;
  if (!th) return '';
  if (th.depth === 0) return `${t(state.lang, 'thinking')}…`;
  const score = formatScore(state.lang, th.score);
  const depth = t(state.lang, 'depth', { depth: th.depth });
  return th.exact ? `${depth} · ${t(state.lang, 'solved')} ${score}` : `${depth} · ${score}`;
}

export function createUi(actions: UiActions): Ui {
  const dialog = el<HTMLDialogElement>('#new-game-dialog');
  const modeSelect = el<HTMLSelectElement>('[data-testid="mode"]');
  const colorSelect = el<HTMLSelectElement>('[data-testid="color"]');
  const levelSelect = el<HTMLSelectElement>('[data-testid="level"]');
  const langSelect = el<HTMLSelectElement>('[data-testid="lang"]');
  const undoBtn = el<HTMLButtonElement>('[data-testid="undo"]');
  const redoBtn = el<HTMLButtonElement>('[data-testid="redo"]');
  const movesList = el<HTMLOListElement>('[data-testid="moves"]');
  const movesScroll = el('.moves-scroll');
  const turn = el('[data-testid="turn"]');
  const thinking = el('[data-testid="thinking"]');
  const thinkingLabel = el('#thinking-text');
  const resultBanner = el('#result-banner');
  const result = el('[data-testid="result"]');
  const notice = el('[data-testid="notice"]');
  const resume = el<HTMLButtonElement>('#resume');
  const players = [el('#player-black'), el('#player-white')] as const;
  const scores = [el('[data-testid="score-black"]'), el('[data-testid="score-white"]')] as const;
  const i18nNodes = Array.from(document.querySelectorAll<HTMLElement>('[data-i18n]'));

  let current: State | null = null;
  let movesKey = '';
  let langShown: Lang | null = null;

  const openDialog = (): void => {
    if (!current) return;
    modeSelect.value = current.settings.mode;
    colorSelect.value = current.settings.human === 0 ? 'black' : 'white';
    syncColorRow();
    dialog.showModal();
  };
  const syncColorRow = (): void => {
    el('#color-row').classList.toggle('muted', modeSelect.value !== 'hvc');
  };

  el('[data-testid="new-game"]').addEventListener('click', openDialog);
  el('#result-new').addEventListener('click', openDialog);
  modeSelect.addEventListener('change', syncColorRow);
  el('#dialog-cancel').addEventListener('click', () => dialog.close());
  el('[data-testid="start"]').addEventListener('click', () => {
    dialog.close();
    if (!current) return;
    actions.newGame({
      mode: modeSelect.value as Mode,
      human: colorSelect.value === 'white' ? 1 : 0,
      level: current.settings.level,
    });
  });
  undoBtn.addEventListener('click', () => actions.undo());
  redoBtn.addEventListener('click', () => actions.redo());
  resume.addEventListener('click', () => actions.resume());
  levelSelect.addEventListener('change', () => {
    const level = Number(levelSelect.value) as Level;
    if (LEVELS.includes(level)) actions.setLevel(level);
  });
  langSelect.addEventListener('change', () => {
    if (isLang(langSelect.value)) actions.setLang(langSelect.value);
  });

  const updateLang = (lang: Lang): void => {
    if (langShown === lang) return;
    langShown = lang;
    document.documentElement.lang = lang;
    document.title = t(lang, 'title');
    for (const node of i18nNodes) {
      const key = node.dataset['i18n'] as Key;
      setText(node, t(lang, key));
    }
    for (const option of Array.from(levelSelect.options)) {
      option.textContent = t(lang, `levelName${option.value}` as Key);
    }
    movesKey = '';
  };

  const updateMoves = (state: State): void => {
    const key = `${state.lang}|${state.moves.join(' ')}`;
    if (key === movesKey) return;
    movesKey = key;
    const items = state.moves.map((m, i) => {
      const li = document.createElement('li');
      li.textContent = m;
      // Pairs are numbered on the first move of each pair (a CSS counter numbered from 2 in Chromium's grid).
      if (i % 2 === 0) li.dataset['n'] = `${i / 2 + 1}.`;
      if (m === PASS) {
        li.className = 'pass';
        li.title = t(state.lang, 'passMove');
      }
      if (i === state.moves.length - 1) li.classList.add('current');
      return li;
    });
    movesList.replaceChildren(...items);
    movesList.dataset['empty'] = t(state.lang, 'noMoves');
    movesScroll.scrollTop = movesScroll.scrollHeight;
  };

  return {
    update(state: State): void {
      current = state;
      updateLang(state.lang);
      if (langSelect.value !== state.lang) langSelect.value = state.lang;
      if (levelSelect.value !== String(state.settings.level)) levelSelect.value = String(state.settings.level);

      ([0, 1] as const).forEach((side) => {
        const card = players[side];
        setText(scores[side], String(state.status.counts[side]));
        card.classList.toggle('to-move', state.ready && !state.status.over && state.status.toMove === side);
        card.classList.toggle('winner', state.status.over && state.status.winner === side);
        setText(el(`#player-${side === 0 ? 'black' : 'white'} .player-name`), sideName(state.lang, side));
        setText(el(`#player-${side === 0 ? 'black' : 'white'} .player-role`), playerRole(state, side));
      });

      setText(turn, turnText(state));
      show(thinking, state.thinking !== null);
      setText(thinkingLabel, thinkingText(state));
      show(resume, state.paused);

      const over = state.status.over;
      show(resultBanner, over);
      show(result, over);
      setText(result, over ? resultText(state.lang, state.status) : '');

      const n = noticeText(state);
      show(notice, n !== '');
      setText(notice, n);

      undoBtn.setAttribute('aria-disabled', String(undoCount(state) === 0));
      redoBtn.setAttribute('aria-disabled', String(redoCount(state) === 0));
      updateMoves(state);
    },
  };
}
