// Export and import of the whole game as text (draughts: PDN; Reversi: its move list), in two dialogs, and the
// text of a damaged save kept aside, in a third.
// The text comes from and goes to the Session; this module only shows it, copies and downloads it, and a
// refused import's reason in the player's words (storage/import-error.ts, the game's own words for its causes).
import type { Refusal } from 'ply-engine';
import type { GameDef } from '../games/types';
import { t, type Key } from '../i18n';
import { describeImportError } from '../storage/import-error';
import type { Lang } from '../vocabulary';
import { el, show } from '../dom';

export interface TranscriptActions {
  /** The current game as text. */
  exportText(): string;
  /** The position the board shows, in the game's notation (a FEN, Reversi's 64 squares and the side, …). */
  positionText(): string;
  /** File name for the download, e.g. 'ply-draughts.pdn'. */
  fileName(): string;
  /**
   * Loads a game from text: null on success, else why it was refused (the Session's refusal, or the page's);
   * undefined while no game is open to load it into (the engine is still loading).
   */
  importText(text: string): Refusal | null | undefined;
  /** The game open (or opening), which words a refusal of its own causes. */
  game(): GameDef;
  /** The text of this game's damaged save kept aside, if any. */
  damagedText(): string;
  /** The link that opens the current game in this page. */
  shareLink(): string;
  lang(): Lang;
}

/** A Copy button for a dialog's text: the Clipboard API needs a secure context; selected text can be copied by hand. */
function bindCopy(button: HTMLElement, text: HTMLTextAreaElement | HTMLInputElement, lang: () => Lang): () => void {
  button.addEventListener('click', () => {
    text.select();
    navigator.clipboard?.writeText(text.value).then(
      () => void (button.textContent = t(lang(), 'copied')),
      () => undefined,
    );
  });
  return () => void (button.textContent = t(lang(), 'copy'));
}

export function bindTranscripts(a: TranscriptActions): void {
  const exportDialog = el<HTMLDialogElement>('#export-dialog');
  const exportText = el<HTMLTextAreaElement>('[data-testid="export-text"]');
  const copyBtn = el<HTMLButtonElement>('[data-testid="export-copy"]');
  const importDialog = el<HTMLDialogElement>('#import-dialog');
  const importText = el<HTMLTextAreaElement>('[data-testid="import-text"]');
  const importError = el('[data-testid="import-error"]');

  const exportPosition = el<HTMLInputElement>('[data-testid="export-position"]');
  const resetCopy = bindCopy(copyBtn, exportText, a.lang);
  const resetPositionCopy = bindCopy(el('[data-testid="export-position-copy"]'), exportPosition, a.lang);
  el('[data-testid="export"]').addEventListener('click', () => {
    exportText.value = a.exportText();
    exportPosition.value = a.positionText();
    resetCopy();
    resetPositionCopy();
    exportDialog.showModal();
    exportText.select();
  });
  el('[data-testid="export-download"]').addEventListener('click', () => {
    const url = URL.createObjectURL(new Blob([exportText.value], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = a.fileName();
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
  el('#export-close').addEventListener('click', () => exportDialog.close());

  el('[data-testid="import"]').addEventListener('click', () => {
    show(importError, false);
    importDialog.showModal();
    importText.focus();
  });
  el('#import-cancel').addEventListener('click', () => importDialog.close());

  const textDialog = el<HTMLDialogElement>('#text-dialog');
  const dialogText = el<HTMLTextAreaElement>('[data-testid="dialog-text"]');
  const resetDialogCopy = bindCopy(el('[data-testid="dialog-copy"]'), dialogText, a.lang);
  const showText = (title: Key, hint: Key, text: string): void => {
    el('#text-title').textContent = t(a.lang(), title);
    el('#text-hint').textContent = t(a.lang(), hint);
    dialogText.value = text;
    resetDialogCopy();
    textDialog.showModal();
    dialogText.select();
  };
  el('#text-close').addEventListener('click', () => textDialog.close());
  el('[data-testid="damaged-show"]').addEventListener('click', () =>
    showText('damagedTitle', 'damagedHint', a.damagedText()),
  );
  // The system's share sheet where there is one (phones); elsewhere the link to copy.
  el('[data-testid="share"]').addEventListener('click', () => {
    const url = a.shareLink();
    if (typeof navigator.share === 'function') {
      navigator.share({ title: document.title, url }).catch((err: unknown) => {
        if (!(err instanceof DOMException && err.name === 'AbortError')) showText('shareTitle', 'shareHint', url);
      });
    } else {
      showText('shareTitle', 'shareHint', url);
    }
  });
  el('[data-testid="import-load"]').addEventListener('click', () => {
    const refusal = a.importText(importText.value);
    // The player's sentence first, the engine's own text below it.
    const described =
      refusal === null
        ? { text: '', detail: '' }
        : refusal === undefined
          ? { text: t(a.lang(), 'loading'), detail: '' }
          : describeImportError(a.lang(), refusal, a.game());
    el('[data-testid="import-error-text"]', importError).textContent = described.text;
    const detail = el('[data-testid="import-error-detail"]', importError);
    detail.textContent = described.detail;
    show(detail, described.detail !== '');
    show(importError, refusal !== null);
    if (refusal === null) {
      importText.value = '';
      importDialog.close();
    }
  });
}
