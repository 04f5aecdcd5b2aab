// The panel's notices and what they offer: the notice line (a pass, a damaged save, an import, a shared game,
// a draw answered, a forbidden point pressed…) with its buttons (play on from a shared game or back to one's own, restore the game
// replaced, try the computer again), a bad link's refusal in words; and draw offers: the button, and the dialog
// where the other of two players answers.
import type { GameDef } from '../games/types';
import { sideName, t } from '../i18n';
import { canOfferDraw } from '../state/draw';
import type { State } from '../state/state';
import type { Side } from '../vocabulary';
import { squareName } from '../squares/squares';
import { describeImportError } from '../storage/import-error';
import { el, setText, show } from '../dom';

/** What the notices' buttons and the draw offer do to the game open (part of GameActions). */
export interface NoticeActions {
  offerDraw(): void;
  answerDraw(accept: boolean): void;
  backToOwnGame(): void;
  playOn(human: Side | null): void;
  restorePrevious(): void;
  retry(): void;
}

const NOTICE_KEYS = {
  badSave: 'noticeBadSave',
  engineFailed: 'noticeEngineFailed',
  imported: 'noticeImported',
  shared: 'noticeShared',
  badShare: 'noticeBadShare',
  drawAccepted: 'noticeDrawAccepted',
  drawDeclined: 'noticeDrawDeclined',
  drawConsidering: 'noticeDrawConsidering',
  newGame: 'noticeNewGame',
  playOn: 'noticePlayOn',
  positionSet: 'noticePositionSet',
  restored: 'noticeRestored',
} as const;

/** Notices after which the game replaced can be restored (its button shows while one is kept). */
const REPLACING_NOTICES: ReadonlySet<string> = new Set(['imported', 'newGame', 'playOn', 'positionSet', 'restored']);

function noticeText(state: State, game: GameDef): string {
  const n = state.notice;
  if (!n) return '';
  const colours = game.colours;
  if (n.key === 'pass') return t(state.lang, 'noticePass', { side: sideName(state.lang, colours[n.side]) });
  if (n.key === 'badSave' && n.kept > 0) return t(state.lang, 'noticeBadSaveKept', { kept: n.kept });
  if (n.key === 'restored') return t(state.lang, state.previousKept ? 'noticeRestoredKept' : 'noticeRestored');
  if (n.key === 'dataMissing') {
    // The file's part in the level: its learned evaluation, its opening book or its endgame databases.
    const part = n.name === 'book' ? 'Book' : n.name === 'egdb' ? 'Egdb' : 'Data';
    const key = n.kind === 'refused' ? (`notice${part}Refused` as const) : (`notice${part}Unavailable` as const);
    return t(state.lang, key, { detail: n.detail });
  }
  // A forbidden point pressed: the game says why, from the Session's refusal.
  if (n.key === 'forbidden')
    return game.forbidden?.refusal(state.lang, squareName(state.board, n.square), n.refusal) ?? '';
  const text = t(state.lang, NOTICE_KEYS[n.key]);
  return REPLACING_NOTICES.has(n.key) && state.previousKept ? `${text} ${t(state.lang, 'previousKept')}` : text;
}

/** `current`: the game open, if any, which the buttons act on. */
export function createNoticesUi(current: () => NoticeActions | null): {
  update(state: State, game: GameDef): void;
} {
  const noticeBox = el('#notice-box');
  const notice = el('[data-testid="notice"]');
  const damagedShow = el('[data-testid="damaged-show"]');
  const noticeDetail = el('[data-testid="notice-detail"]');
  const noticeTechnical = el('[data-testid="notice-technical"]');
  const backToMine = el('[data-testid="back-to-mine"]');
  const playOnRow = el('[data-testid="play-on"]');
  const playOnButtons = [el('[data-testid="play-on-0"]'), el('[data-testid="play-on-1"]')] as const;
  const restorePrevious = el('[data-testid="restore-previous"]');
  const retry = el('[data-testid="retry"]');
  const offerDrawBtn = el<HTMLButtonElement>('[data-testid="offer-draw"]');
  const drawDialog = el<HTMLDialogElement>('#draw-dialog');
  const drawText = el('#draw-text');

  offerDrawBtn.addEventListener('click', () => current()?.offerDraw());
  el('[data-testid="draw-accept"]').addEventListener('click', () => current()?.answerDraw(true));
  el('[data-testid="draw-decline"]').addEventListener('click', () => current()?.answerDraw(false));
  // Escape closes the dialog: that declines.
  drawDialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    current()?.answerDraw(false);
  });
  backToMine.addEventListener('click', () => current()?.backToOwnGame());
  playOnButtons[0].addEventListener('click', () => current()?.playOn(0));
  playOnButtons[1].addEventListener('click', () => current()?.playOn(1));
  el('[data-testid="play-on-both"]').addEventListener('click', () => current()?.playOn(null));
  restorePrevious.addEventListener('click', () => current()?.restorePrevious());
  retry.addEventListener('click', () => current()?.retry());

  const updateNotice = (state: State, game: GameDef): void => {
    const n = noticeText(state, game);
    show(noticeBox, n !== '');
    show(notice, n !== '');
    setText(notice, n);
    show(damagedShow, state.notice?.key === 'badSave');
    // A shared game looked at: play on from it (as either side or two players), or back to the player's own.
    show(backToMine, state.viewing);
    show(playOnRow, state.viewing && !state.status.over);
    if (state.viewing) {
      const colours = game.colours;
      playOnButtons.forEach((button, side) =>
        setText(button, t(state.lang, colours[side] === 'black' ? 'playOnBlack' : 'playOnWhite')),
      );
    }
    show(restorePrevious, state.previousKept && state.notice !== null && REPLACING_NOTICES.has(state.notice.key));
    show(retry, state.notice?.key === 'engineFailed');
    // A bad share link: what is wrong in the player's words (from the refusal: the game's words for its own
    // causes), then the engine's own text.
    const problem =
      state.notice?.key === 'badShare' ? describeImportError(state.lang, state.notice.refusal, game) : null;
    show(noticeDetail, problem !== null);
    setText(noticeDetail, problem?.text ?? '');
    // The engine's own words are English: shown to English readers only.
    const technical = problem?.detail ?? '';
    show(noticeTechnical, technical !== '');
    setText(noticeTechnical, technical);
  };

  const updateDraw = (state: State, game: GameDef): void => {
    show(offerDrawBtn, game.agreedDrawText !== undefined && canOfferDraw(state));
    // Two players answer in a dialog; the computer answers by itself.
    const offer = state.settings.mode === 'hvh' ? state.drawOffer : null;
    if (offer !== null) {
      setText(drawText, t(state.lang, 'drawOffered', { side: sideName(state.lang, game.colours[offer]) }));
      if (!drawDialog.open) drawDialog.showModal();
    } else if (drawDialog.open) {
      drawDialog.close();
    }
  };

  return {
    update(state: State, game: GameDef): void {
      updateNotice(state, game);
      updateDraw(state, game);
    },
  };
}
