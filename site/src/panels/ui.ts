// The panel around the board: players and score, turn, thinking, result, notice, controls (the level, and
// the game's own options and move numbers where the game has them), move list; it opens the new-game dialog
// (new-game-ui.ts). Reads state to write the DOM; user actions go to the game open through GameActions. The game's
// module supplies its name, colours and result words.
import { GAMES, gameDef } from '../games';
import { createNewGameDialog } from './new-game-ui';
import { isLang, sideName, t, type Key } from '../i18n';
import { optionControl, optionsKey, showOption, type OptionControl } from './option-controls';
import { describeImportError } from '../storage/import-error';
import { showsHowTo, showsTapHelp } from './first-steps';
import { createRulesDialog } from './rules-ui';
import { hintText, thinkingText } from './indicator';
import { squareName } from '../board/squares';
import { JUDGEMENT_MARK, judgements } from '../play/review';
import { judgementName } from '../play/review-strings';
import { moveNumber } from '../play/move-numbers';
import { plyAfterMove, shownPly, shownState } from '../play/walk';
import {
  LEVELS,
  canHint,
  canOfferDraw,
  isComputerSide,
  optionValue,
  pageOptions,
  redoCount,
  resultFor,
  undoCount,
  undoRestores,
  type Lang,
  type Level,
  type Settings,
  type Side,
  type State,
} from '../play/state';
import { el, setText, setWords, show } from '../dom';

/** What the panel's controls do to the game open: GameController's, reached through one route (main.ts). */
export interface GameActions {
  /** `start`: the start position the dialog's variant choices made (e.g. '10 freestyle:'), or null for the game's standard one. */
  newGame(settings: Settings, start: string | null): void;
  /** Sets one of the game's own options the panel offers (Session.options()), e.g. ('aggressiveness', 0.6). */
  setOption(name: string, value: number): void;
  toggleMoveNumbers(): void;
  /** The Hint button: shows or hides the hints. */
  toggleHint(): void;
  undo(): void;
  redo(): void;
  resume(): void;
  flip(): void;
  setLevel(level: Level): void;
  offerDraw(): void;
  answerDraw(accept: boolean): void;
  /** One of the moves offered after the destination (e.g. a promotion), or null to drop them. */
  choose(move: string | null): void;
  /** Leaves the shared game looked at for the player's own. */
  backToOwnGame(): void;
  /** The shared game looked at becomes the player's, who plays `human` against the computer (null: two players). */
  playOn(human: Side | null): void;
  /** The game replaced by this one comes back (and this one is kept in its place). */
  restorePrevious(): void;
  /** Plays the move the game offers for the picked piece (GameDef.pickedMove: draughts' capture round a ring). */
  playPicked(): void;
  /** After the computer could not be started: clears the notice and lets it try again. */
  retry(): void;
  /** Shows the position after `ply` moves (a click on a move in the list); the live game for the last one. */
  walkTo(ply: number): void;
}

export interface Ui {
  update(state: State): void;
}

function playerRole(state: State, side: Side): string {
  // A shared game's players are whoever played it.
  if (state.viewing) return '';
  if (isComputerSide(state.settings, side)) return t(state.lang, 'computer');
  return t(state.lang, state.settings.mode === 'hvc' ? 'you' : 'player');
}

const NOTICE_KEYS = {
  badSave: 'noticeBadSave',
  engineFailed: 'noticeEngineFailed',
  imported: 'noticeImported',
  shared: 'noticeShared',
  badShare: 'noticeBadShare',
  badImport: 'noticeBadShare',
  drawAccepted: 'noticeDrawAccepted',
  drawDeclined: 'noticeDrawDeclined',
  drawConsidering: 'noticeDrawConsidering',
  newGame: 'noticeNewGame',
  playOn: 'noticePlayOn',
  restored: 'noticeRestored',
} as const;

/** Notices after which the game replaced can be restored (its button shows while one is kept). */
const REPLACING_NOTICES: ReadonlySet<string> = new Set(['imported', 'newGame', 'playOn', 'restored']);

function noticeText(state: State): string {
  const n = state.notice;
  if (!n) return '';
  const colours = gameDef(state.game).colours;
  if (n.key === 'pass') return t(state.lang, 'noticePass', { side: sideName(state.lang, colours[n.side]) });
  if (n.key === 'badSave' && n.kept > 0) return t(state.lang, 'noticeBadSaveKept', { kept: n.kept });
  if (n.key === 'restored') return t(state.lang, state.previousKept ? 'noticeRestoredKept' : 'noticeRestored');
  if (n.key === 'dataMissing')
    return t(state.lang, n.kind === 'refused' ? 'noticeDataRefused' : 'noticeDataUnavailable', { detail: n.detail });
  const text = t(state.lang, NOTICE_KEYS[n.key]);
  return REPLACING_NOTICES.has(n.key) && state.previousKept ? `${text} ${t(state.lang, 'previousKept')}` : text;
}

/** The status line of the position shown: the live game's, or a past one's, marked as past. */
function turnText(state: State): string {
  if (!state.ready) return t(state.lang, 'loading');
  const shown = shownState(state);
  if (shown.status.over) return t(state.lang, 'gameOver');
  const colour = gameDef(state.game).colours[shown.status.toMove];
  const side = t(state.lang, colour === 'black' ? 'toMoveBlack' : 'toMoveWhite');
  if (state.past) return side;
  return state.paused ? `${side} · ${t(state.lang, 'paused')}` : side;
}


/** `current`: the game open, if any, which the controls act on; `setLang`: the language picker's choice. */
export function createUi(current: () => GameActions | null, setLang: (lang: Lang) => void): Ui {
  const levelSelect = el<HTMLSelectElement>('[data-testid="level"]');
  const levelRow = el('.controls > .level');
  let optionControls: OptionControl[] = [];
  let optionsShown = '';
  const moveNumbersBtn = el<HTMLButtonElement>('[data-testid="move-numbers"]');
  const langSelect = el<HTMLSelectElement>('[data-testid="lang"]');
  const langCode = el('#lang-code');
  const undoBtn = el<HTMLButtonElement>('[data-testid="undo"]');
  const redoBtn = el<HTMLButtonElement>('[data-testid="redo"]');
  const movesList = el<HTMLOListElement>('[data-testid="moves"]');
  const movesScroll = el('.moves-scroll');
  const turn = el('[data-testid="turn"]');
  const thinking = el('[data-testid="thinking"]');
  const thinkingLabel = el('#thinking-text');
  const hintLine = el('[data-testid="hint-line"]');
  const hintLabel = el('#hint-text');
  const hintBtn = el<HTMLButtonElement>('[data-testid="hint"]');
  const resultBanner = el('#result-banner');
  const result = el('[data-testid="result"]');
  const noticeBox = el('#notice-box');
  const notice = el('[data-testid="notice"]');
  const damagedShow = el('[data-testid="damaged-show"]');
  const noticeDetail = el('[data-testid="notice-detail"]');
  const noticeTechnical = el('[data-testid="notice-technical"]');
  const backToMine = el('[data-testid="back-to-mine"]');
  const playOnRow = el('[data-testid="play-on"]');
  const playOnButtons = [el('[data-testid="play-on-0"]'), el('[data-testid="play-on-1"]')] as const;
  const restorePrevious = el('[data-testid="restore-previous"]');
  const panel = el('.panel');
  const pastMark = el('[data-testid="past-mark"]');
  const retry = el('[data-testid="retry"]');
  const resume = el<HTMLButtonElement>('#resume');
  const pickedBtn = el<HTMLButtonElement>('[data-testid="circle-capture"]');
  const gameName = el('#game-name');
  const variantLine = el('[data-testid="variant"]');
  const openingLine = el('[data-testid="opening"]');
  const players = [el('#player-0'), el('#player-1')] as const;
  const scores = [el('#player-0 .count'), el('#player-1 .count')] as const;
  const discs = [el('#player-0 .disc'), el('#player-1 .disc')] as const;
  const offerDrawBtn = el<HTMLButtonElement>('[data-testid="offer-draw"]');
  const drawDialog = el<HTMLDialogElement>('#draw-dialog');
  const drawText = el('#draw-text');
  const choiceDialog = el<HTMLDialogElement>('#choice-dialog');
  const choiceList = el('#choice-list');
  const i18nNodes = Array.from(document.querySelectorAll<HTMLElement>('[data-i18n]'));
  const howTo = el('[data-testid="how-to"]');
  const howToText = el('#how-to-text');
  const tapHelp = el('[data-testid="tap-help"]');
  const rulesDialog = createRulesDialog();
  // Touch screens (a finger, no hover): where a game of small cells asks for a second tap.
  const coarse = window.matchMedia('(pointer: coarse)');
  let rulesOf = GAMES.reversi.rules.en;

  let movesKey = '';
  let langShown: Lang | null = null;
  let gameShown = '';

  const newGame = createNewGameDialog((settings, start) => current()?.newGame(settings, start));
  el('[data-testid="new-game"]').addEventListener('click', () => newGame.open());
  el('#result-new').addEventListener('click', () => newGame.open());
  moveNumbersBtn.addEventListener('click', () => current()?.toggleMoveNumbers());
  hintBtn.addEventListener('click', () => current()?.toggleHint());
  offerDrawBtn.addEventListener('click', () => current()?.offerDraw());
  el('[data-testid="draw-accept"]').addEventListener('click', () => current()?.answerDraw(true));
  el('[data-testid="draw-decline"]').addEventListener('click', () => current()?.answerDraw(false));
  // Escape closes the dialog: that declines.
  drawDialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    current()?.answerDraw(false);
  });
  // Escape or a click outside the choices drops them, as a press elsewhere on the board does.
  choiceDialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    current()?.choose(null);
  });
  choiceList.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-move]') : null;
    if (button) current()?.choose(button.dataset['move'] ?? null);
  });
  undoBtn.addEventListener('click', () => current()?.undo());
  redoBtn.addEventListener('click', () => current()?.redo());
  el('[data-testid="flip"]').addEventListener('click', () => current()?.flip());
  resume.addEventListener('click', () => current()?.resume());
  pickedBtn.addEventListener('click', () => current()?.playPicked());
  backToMine.addEventListener('click', () => current()?.backToOwnGame());
  playOnButtons[0].addEventListener('click', () => current()?.playOn(0));
  playOnButtons[1].addEventListener('click', () => current()?.playOn(1));
  el('[data-testid="play-on-both"]').addEventListener('click', () => current()?.playOn(null));
  restorePrevious.addEventListener('click', () => current()?.restorePrevious());
  retry.addEventListener('click', () => current()?.retry());
  el('[data-testid="rules"]').addEventListener('click', () => rulesDialog.open(rulesOf));
  levelSelect.addEventListener('change', () => {
    const level = Number(levelSelect.value) as Level;
    if (LEVELS.includes(level)) current()?.setLevel(level);
  });
  langSelect.addEventListener('change', () => {
    if (isLang(langSelect.value)) setLang(langSelect.value);
  });

  const updateLang = (lang: Lang): void => {
    if (langShown === lang) return;
    langShown = lang;
    document.documentElement.lang = lang;
    for (const node of i18nNodes) {
      const key = node.dataset['i18n'] as Key;
      setText(node, t(lang, key));
    }
    for (const option of Array.from(levelSelect.options)) {
      option.textContent = t(lang, `levelName${option.value}` as Key);
    }
    movesKey = '';
  };

  // A move in the list shows the position after it.
  movesList.addEventListener('click', (e) => {
    const item = e.target instanceof Element ? e.target.closest<HTMLElement>('li[data-ply]') : null;
    if (item) current()?.walkTo(Number(item.dataset['ply']));
  });

  const updateMoves = (state: State): void => {
    const game = gameDef(state.game);
    const review = state.review;
    const marks = review
      ? judgements(review.scores, review.moves.length, state.startSide, game.review, (k) => state.played[k]?.pass === true)
      : [];
    const shown = shownPly(state);
    const key = `${state.game}|${state.lang}|${state.startSide}|${state.moves.join(' ')}|${shown}|${marks.join()}`;
    if (key === movesKey) return;
    movesKey = key;
    // A game imported with the second side to move starts in the right-hand column, numbered '1…'; a game
    // numbered move by move (Reversi) flows in as many columns as fit.
    const each = game.numberEachMove === true;
    movesList.classList.toggle('second-first', state.startSide === 1 && !each);
    movesList.classList.toggle('each', each);
    const items = state.moves.map((m, i) => {
      const li = document.createElement('li');
      li.textContent = gameDef(state.game).moveText?.(state.lang, m) ?? m;
      const n = moveNumber(i, state.startSide, each);
      if (n !== '') li.dataset['n'] = n;
      if (state.played[i]?.pass) {
        li.className = 'pass';
        li.title = t(state.lang, 'passMove');
      }
      if (i === shown - 1) li.classList.add('current');
      li.dataset['ply'] = String(plyAfterMove(i));
      // The review's mark after the move ('Nf3??'), drawn by CSS so the move's own text stays as written.
      const mark = marks[i];
      if (mark) {
        li.dataset['mark'] = JUDGEMENT_MARK[mark];
        li.classList.add(`mark-${mark}`);
        li.title = judgementName(state.lang, mark);
      }
      return li;
    });
    movesList.replaceChildren(...items);
    movesList.dataset['empty'] = t(state.lang, 'noMoves');
    // The move shown stays in sight: the last one while the game is live.
    const current = movesList.querySelector<HTMLElement>('li.current');
    if (state.past && current) current.scrollIntoView({ block: 'nearest' });
    // (Reading the height lays the page out at once: not for an empty list, as at start-up, where it is 0.)
    else if (!state.past && items.length > 0) movesScroll.scrollTop = movesScroll.scrollHeight;
  };

  let choicesShown = '';
  /** The choices after the destination as one button each, named by the game (a move text where it names none). */
  const updateChoices = (state: State): void => {
    const choices = state.selection?.choices ?? [];
    const key = `${state.lang}|${choices.map((m) => m.input).join()}`;
    if (key !== choicesShown) {
      choicesShown = key;
      const game = gameDef(state.game);
      const buttons = choices.map((move) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'btn';
        button.dataset['testid'] = 'choice';
        button.dataset['move'] = move.input;
        button.textContent = game.choiceName && move.choice ? game.choiceName(state.lang, move.choice) : move.input;
        return button;
      });
      choiceList.replaceChildren(...buttons);
    }
    if (choices.length > 0 && !choiceDialog.open) choiceDialog.showModal();
    else if (choices.length === 0 && choiceDialog.open) choiceDialog.close();
  };

  /** The button of the move the game offers for the picked piece (draughts: a capture round a ring), in its words. */
  const updatePicked = (state: State): void => {
    const offered = gameDef(state.game).pickedMove?.(state.lang, state) ?? null;
    show(pickedBtn, offered !== null);
    if (offered) setText(pickedBtn, offered.label);
  };

  /** The game's own options beside the level, drawn from its declaration when the game or language changes. */
  const updateOptions = (state: State): void => {
    const specs = pageOptions(state.optionSpecs);
    const key = optionsKey(specs, state.lang);
    if (key !== optionsShown) {
      optionsShown = key;
      for (const control of optionControls) control.row.remove();
      optionControls = specs.map((spec) => {
        const control = optionControl(spec, state.lang, '', 'option-range');
        // Every step of the slider takes effect (from the computer's next move) and is saved.
        control.input.addEventListener('input', () => current()?.setOption(spec.name, Number(control.input.value)));
        return control;
      });
      levelRow.after(...optionControls.map((control) => control.row));
    }
    for (const control of optionControls) showOption(control, state.lang, optionValue(state.settings, control.spec));
  };

  const updateGame = (state: State): void => {
    const key = `${state.game}|${state.lang}`;
    if (key === gameShown) return;
    gameShown = key;
    const game = gameDef(state.game);
    const name = game.strings[state.lang].name;
    setText(gameName, name);
    ([0, 1] as const).forEach((side) => {
      const colour = game.colours[side];
      scores[side].dataset['testid'] = `score-${colour}`;
      discs[side].className = `disc disc-${colour} disc-${game.id}`;
    });
    show(moveNumbersBtn, game.moveNumbers === true);
  };

  return {
    update(state: State): void {
      updateLang(state.lang);
      updateGame(state);
      newGame.update(state);
      if (langSelect.value !== state.lang) langSelect.value = state.lang;
      setText(langCode, state.lang.toUpperCase());
      if (levelSelect.value !== String(state.settings.level)) levelSelect.value = String(state.settings.level);
      updateOptions(state);
      moveNumbersBtn.setAttribute('aria-pressed', String(state.moveNumbers));

      // The cards and the status follow the position shown: a past one while the player looks back.
      const shown = shownState(state);
      panel.classList.toggle('past', state.past !== null);
      show(pastMark, state.past !== null);
      setText(pastMark, state.past ? t(state.lang, 'pastPosition') : '');
      const score = gameDef(state.game).score(shown.status);
      ([0, 1] as const).forEach((side) => {
        const card = players[side];
        setText(scores[side], score[side]);
        card.classList.toggle('to-move', state.ready && !shown.status.over && shown.status.toMove === side);
        card.classList.toggle('winner', shown.status.over && shown.status.winner === side);
        setText(el(`#player-${side} .player-name`), sideName(state.lang, gameDef(state.game).colours[side]));
        setText(el(`#player-${side} .player-role`), playerRole(state, side));
      });

      setText(turn, turnText(state));
      // The variant played (Reversi's 6 × 6, black hole, anti: fewest discs wins), above the turn.
      const variant = gameDef(state.game).variants?.describe?.(state.lang, state.start) ?? '';
      show(variantLine, variant !== '');
      setText(variantLine, variant);
      // The opening of the position shown (the walked-back one while looking back), as players name it.
      const opening = gameDef(state.game).opening?.(state.lang, state.start, state.moves.slice(0, shownPly(state))) ?? '';
      show(openingLine, opening !== '');
      setText(openingLine, opening === '' ? '' : t(state.lang, 'openingLine', { name: opening }));
      const game = gameDef(state.game);
      show(thinking, state.thinking !== null);
      setText(thinkingLabel, state.thinking ? thinkingText(state, game, state.thinking) : '');
      // A selective search's depth says so in words; how sure its cuts are is in the tooltip.
      const selective = state.thinking !== null && state.thinking.depth > 0 && state.thinking.selectivity < 100;
      thinkingLabel.title = selective && state.thinking ? t(state.lang, 'selectiveTitle', { selectivity: state.thinking.selectivity }) : '';
      show(hintLine, state.hint !== null);
      setWords(hintLabel, state.hint ? hintText(state, game, state.hint) : '');
      hintLabel.title = hintLabel.dataset['text'] ?? '';
      hintBtn.setAttribute('aria-pressed', String(state.hint !== null));
      hintBtn.setAttribute('aria-disabled', String(state.hint === null && !canHint(state)));
      hintBtn.title = t(state.lang, 'hintTitle');
      show(resume, state.paused);
      updatePicked(state);
      // A new player's first steps: how to play and the rules, then (touch, small cells) the two taps.
      rulesOf = GAMES[state.game].rules[state.lang];
      show(howTo, showsHowTo(state));
      setText(howToText, rulesOf.howTo);
      const tap = game.strings[state.lang].tapHelp ?? '';
      show(tapHelp, tap !== '' && showsTapHelp(state, game.confirmTap === true, coarse.matches));
      setText(tapHelp, tap);

      const over = state.status.over;
      show(resultBanner, over);
      show(result, over);
      setText(result, over ? gameDef(state.game).result(state.lang, state.status, resultFor(state)) : '');

      const n = noticeText(state);
      show(noticeBox, n !== '');
      show(notice, n !== '');
      setText(notice, n);
      show(damagedShow, state.notice?.key === 'badSave');
      // A shared game looked at: play on from it (as either side or two players), or back to the player's own.
      show(backToMine, state.viewing);
      show(playOnRow, state.viewing && !state.status.over);
      if (state.viewing) {
        const colours = gameDef(state.game).colours;
        playOnButtons.forEach((button, side) => setText(button, t(state.lang, colours[side] === 'black' ? 'playOnBlack' : 'playOnWhite')));
      }
      show(restorePrevious, state.previousKept && state.notice !== null && REPLACING_NOTICES.has(state.notice.key));
      show(retry, state.notice?.key === 'engineFailed');
      // A bad share link: what is wrong in the player's words, then the engine's own text.
      const engineText = state.notice?.key === 'badShare' ? state.notice.detail : '';
      const problem = engineText !== '' ? describeImportError(state.lang, engineText) : null;
      show(noticeDetail, problem !== null);
      setText(noticeDetail, problem?.text ?? '');
      // The engine's own words are English: shown to English readers only.
      const technical = problem?.detail ?? '';
      show(noticeTechnical, technical !== '');
      setText(noticeTechnical, technical);

      show(offerDrawBtn, gameDef(state.game).agreedDrawText !== undefined && canOfferDraw(state));
      // Two players answer in a dialog; the computer answers by itself.
      const offer = state.settings.mode === 'hvh' ? state.drawOffer : null;
      if (offer !== null) {
        setText(drawText, t(state.lang, 'drawOffered', { side: sideName(state.lang, gameDef(state.game).colours[offer]) }));
        if (!drawDialog.open) drawDialog.showModal();
      } else if (drawDialog.open) {
        drawDialog.close();
      }

      undoBtn.setAttribute('aria-disabled', String(undoCount(state) === 0 && !state.agreed && !undoRestores(state)));
      undoBtn.title = undoRestores(state) ? t(state.lang, 'undoRestores') : '';
      redoBtn.setAttribute('aria-disabled', String(redoCount(state) === 0));
      updateMoves(state);
      updateChoices(state);
    },
  };
}
