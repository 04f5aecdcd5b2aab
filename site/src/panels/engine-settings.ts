// The Engine dialog: the search worker's threads and table size (wasm/resources.ts), remembered with the
// shell's settings, and a line saying what the engine runs with now, or why it searches on one thread here.
import { t } from '../i18n';
import { saveShell } from '../storage/persist';
import type { Engine } from '../engine/engine';
import {
  TABLE_CHOICES,
  chosenResources,
  cores,
  threadChoices,
  threadsPossible,
  type Device,
  type Resources,
} from '../wasm/resources';
import type { Lang } from '../vocabulary';
import { el } from '../dom';

export function bindEngineSettings(engine: Engine, device: Device, chosen: Resources): { update(lang: Lang): void } {
  const dialog = el<HTMLDialogElement>('#engine-dialog');
  const threadsSelect = el<HTMLSelectElement>('[data-testid="engine-threads"]');
  const tableSelect = el<HTMLSelectElement>('[data-testid="engine-table"]');
  const status = el('[data-testid="engine-status"]');
  const possible = threadsPossible();
  let lang: Lang = 'en';
  let asked = chosen;
  let running: Resources | null = null;
  /** Changed since the worker last said what it runs with: it takes the change at its next search. */
  let pending = false;

  const fill = (
    select: HTMLSelectElement,
    values: readonly number[],
    label: (v: number) => string,
    value: number,
  ): void => {
    select.replaceChildren(
      ...values.map((v) => {
        const option = document.createElement('option');
        option.value = String(v);
        option.textContent = label(v);
        return option;
      }),
    );
    select.value = String(value);
  };

  const update = (l: Lang): void => {
    lang = l;
    // Where threads cannot run, one is all there is to choose.
    fill(threadsSelect, possible ? threadChoices(device) : [1], String, possible ? asked.threads : 1);
    threadsSelect.disabled = !possible;
    fill(tableSelect, TABLE_CHOICES, (mb) => t(lang, 'engineMb', { mb }), asked.tableMb);
    if (!possible && asked.threads > 1) status.textContent = t(lang, 'engineOneThread');
    else if (pending || !running) status.textContent = t(lang, 'engineStarting');
    else {
      const line = t(lang, 'engineRunning', { n: running.threads, cores: cores(device), mb: running.tableMb });
      // Asked for threads the browser would not start (the threaded module failed): the worker took one.
      status.textContent = running.threads < asked.threads ? `${line} ${t(lang, 'engineThreadsRefused')}` : line;
    }
  };

  const changed = (): void => {
    asked = chosenResources({ threads: Number(threadsSelect.value), tableMb: Number(tableSelect.value) }, device);
    saveShell({ threads: asked.threads, tableMb: asked.tableMb });
    pending = true;
    engine.setResources(asked);
    update(lang);
  };
  threadsSelect.addEventListener('change', changed);
  tableSelect.addEventListener('change', changed);
  engine.onResources = (r) => {
    running = r;
    pending = false;
    update(lang);
  };
  el('[data-testid="engine-settings"]').addEventListener('click', () => {
    update(lang);
    dialog.showModal();
  });
  el('#engine-close').addEventListener('click', () => dialog.close());
  return { update };
}
