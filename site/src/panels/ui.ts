// The panel around the board, composed of its regions: the head (status-ui.ts: players and score, turn,
// thinking, result), the notices and draw offers (notices-ui.ts), the controls (controls-ui.ts: level, the
// game's own options, buttons, the new-game dialog), the move list (moves-ui.ts) and the choices after a
// destination (choices-ui.ts). Here: the language (the page's fixed words, the picker) and a new player's first
// steps. Reads state to write the DOM; user actions go to the game open through GameActions. The game's module
// (its GameDef, given with the state to every update) supplies its name, colours and result words.
import type { GameDef } from '../games/types';
import { isLang, t, type Key } from '../i18n';
import { showsHowTo, showsTapHelp } from './first-steps';
import { createRulesDialog } from './rules-ui';
import { createChoicesUi } from './choices-ui';
import { createControlsUi, type ControlActions } from './controls-ui';
import { createMovesUi } from './moves-ui';
import { createNoticesUi, type NoticeActions } from './notices-ui';
import { createStatusUi } from './status-ui';
import type { Lang } from '../vocabulary';
import type { State } from '../state/state';
import { el, setText, show } from '../dom';

/** What the panel's controls do to the game open: GameController's, reached through one route (main.ts). */
export interface GameActions extends ControlActions, NoticeActions {
  /** One of the moves offered after the destination (e.g. a promotion), or null to drop them. */
  choose(move: string | null): void;
  /** Shows the position after `ply` moves (a click on a move in the list); the live game for the last one. */
  walkTo(ply: number): void;
}

export interface Ui {
  /** `game`: the state's game (the shell's current one). */
  update(state: State, game: GameDef): void;
}

/** `current`: the game open, if any, which the controls act on; `setLang`: the language picker's choice. */
export function createUi(current: () => GameActions | null, setLang: (lang: Lang) => void): Ui {
  const langSelect = el<HTMLSelectElement>('[data-testid="lang"]');
  const langCode = el('#lang-code');
  const i18nNodes = Array.from(document.querySelectorAll<HTMLElement>('[data-i18n]'));
  const howTo = el('[data-testid="how-to"]');
  const howToText = el('#how-to-text');
  const tapHelp = el('[data-testid="tap-help"]');
  const rulesDialog = createRulesDialog();
  // Touch screens (a finger, no hover): where a game of small cells asks for a second tap.
  const coarse = window.matchMedia('(pointer: coarse)');
  // The rules of the game shown (none until the first update).
  let rulesOf: GameDef['rules'][Lang] | null = null;
  let langShown: Lang | null = null;

  el('[data-testid="rules"]').addEventListener('click', () => {
    if (rulesOf) rulesDialog.open(rulesOf);
  });
  langSelect.addEventListener('change', () => {
    if (isLang(langSelect.value)) setLang(langSelect.value);
  });

  const controls = createControlsUi(current);
  const status = createStatusUi();
  const notices = createNoticesUi(current);
  const moves = createMovesUi(current);
  const choices = createChoicesUi(current);

  /** The page's fixed words (data-i18n), rewritten when the language changes. */
  const updateLang = (lang: Lang): void => {
    if (langShown === lang) return;
    langShown = lang;
    document.documentElement.lang = lang;
    for (const node of i18nNodes) {
      const key = node.dataset['i18n'] as Key;
      setText(node, t(lang, key));
    }
  };

  /** A new player's first steps: how to play and the rules, then (touch, small cells) the two taps. */
  const updateFirstSteps = (state: State, game: GameDef): void => {
    rulesOf = game.rules[state.lang];
    show(howTo, showsHowTo(state));
    setText(howToText, rulesOf.howTo);
    const tap = game.strings[state.lang].tapHelp ?? '';
    show(tapHelp, tap !== '' && showsTapHelp(state, game.confirmTap === true, coarse.matches));
    setText(tapHelp, tap);
  };

  return {
    update(state: State, game: GameDef): void {
      // The fixed words first: the parts' own texts are written over them where they differ.
      updateLang(state.lang);
      if (langSelect.value !== state.lang) langSelect.value = state.lang;
      setText(langCode, state.lang.toUpperCase());
      controls.update(state, game);
      status.update(state, game);
      updateFirstSteps(state, game);
      notices.update(state, game);
      moves.update(state, game);
      choices.update(state, game);
    },
  };
}
