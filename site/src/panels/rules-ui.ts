// The Rules dialog: a game's short rules page (games/rules.ts), opened from the how-to-play line.
import type { Rules } from '../games/types';

export function createRulesDialog(): { open(rules: Rules): void } {
  const dialog = document.querySelector<HTMLDialogElement>('#rules-dialog');
  const title = dialog?.querySelector<HTMLElement>('#rules-title');
  const points = dialog?.querySelector<HTMLElement>('#rules-points');
  if (!dialog || !title || !points) throw new Error('missing #rules-dialog');
  dialog.querySelector('#rules-close')?.addEventListener('click', () => dialog.close());
  return {
    open(rules): void {
      title.textContent = rules.title;
      points.replaceChildren(
        ...rules.points.map((point) => {
          const li = document.createElement('li');
          li.textContent = point;
          return li;
        }),
      );
      if (!dialog.open) dialog.showModal();
    },
  };
}
