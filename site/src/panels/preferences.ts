// The shell's look-and-feel controls: the theme (the system's, light or dark; data-theme on <html>, read by
// style.css) and sound (off until turned on). Both are remembered with the shell's settings.
import { t, type Key } from '../i18n';
import { THEMES, loadShell, saveShell, type Theme } from '../storage/persist';
import type { Sound } from '../sound';
import type { Lang } from '../vocabulary';
import { el } from '../dom';

const THEME_LABEL: Record<Theme, Key> = { system: 'themeSystem', light: 'themeLight', dark: 'themeDark' };

export function applyTheme(theme: Theme): void {
  if (theme === 'system') delete document.documentElement.dataset['theme'];
  else document.documentElement.dataset['theme'] = theme;
}

export function bindPreferences(sound: Sound): { update(lang: Lang): void } {
  const soundButton = el('[data-testid="sound"]');
  const themeButton = el('[data-testid="theme"]');
  const themeLabel = el('#theme-label');
  const soundLabel = el('#sound-label');
  const saved = loadShell();
  let theme = saved.theme;
  let lang: Lang = 'en';
  sound.enabled = saved.sound;

  const update = (l: Lang): void => {
    lang = l;
    soundButton.setAttribute('aria-pressed', String(sound.enabled));
    soundLabel.textContent = t(lang, sound.enabled ? 'soundOn' : 'soundOff');
    themeLabel.textContent = t(lang, THEME_LABEL[theme]);
  };
  applyTheme(theme);

  soundButton.addEventListener('click', () => {
    sound.enabled = !sound.enabled;
    saveShell({ sound: sound.enabled });
    if (sound.enabled) sound.play('move'); // what it sounds like, and the gesture that lets audio start
    update(lang);
  });
  themeButton.addEventListener('click', () => {
    theme = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'system';
    saveShell({ theme });
    applyTheme(theme);
    update(lang);
  });
  return { update };
}
