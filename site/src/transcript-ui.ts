// Export and import of the whole game as text (draughts: PDN; Reversi: its move list), in two dialogs.
// The text comes from and goes to the Session; this module only shows it, copies and downloads it.
import { t } from './i18n';
import type { Lang } from './state';
import { el, show } from './ui';

export interface TranscriptActions {
  /** The current game as text. */
  exportText(): string;
  /** File name for the download, e.g. 'ply-draughts.pdn'. */
  fileName(): string;
  /** Loads a game from text; '' on success, else the reason it was refused. */
  importText(text: string): string;
  lang(): Lang;
}

export function bindTranscripts(a: TranscriptActions): void {
  const exportDialog = el<HTMLDialogElement>('#export-dialog');
  const exportText = el<HTMLTextAreaElement>('[data-testid="export-text"]');
  const copyBtn = el<HTMLButtonElement>('[data-testid="export-copy"]');
  const importDialog = el<HTMLDialogElement>('#import-dialog');
  const importText = el<HTMLTextAreaElement>('[data-testid="import-text"]');
  const importError = el('[data-testid="import-error"]');

  el('[data-testid="export"]').addEventListener('click', () => {
    exportText.value = a.exportText();
    copyBtn.textContent = t(a.lang(), 'copy');
    exportDialog.showModal();
    exportText.select();
  });
  copyBtn.addEventListener('click', () => {
    const done = (): void => void (copyBtn.textContent = t(a.lang(), 'copied'));
    exportText.select();
    // The Clipboard API needs a secure context; the selected text can still be copied by hand.
    navigator.clipboard?.writeText(exportText.value).then(done, () => undefined);
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
  el('[data-testid="import-load"]').addEventListener('click', () => {
    const err = a.importText(importText.value);
    importError.textContent = err;
    show(importError, err !== '');
    if (err === '') {
      importText.value = '';
      importDialog.close();
    }
  });
}
