// The words for Reversi's variants (engine/reversi/traits.h: VARIANTS): the board (8x8, 6x6, 10x10 or 12x12),
// the start (the cross or side by side) and the rule (normal, anti-reversi, a black hole, or both). The engine
// writes them as its words before a colon ('6x6 parallel anti blackhole=c2:') and reads them back.
import type { Lang } from '../../vocabulary';
import type { GameVariants } from '../types';

const label = (en: string, ru: string): Record<Lang, string> => ({ en, ru });

const SHOWN: Record<Lang, { size: string; parallel: string; hole: string; anti: string }> = {
  en: { size: '{n} × {n}', parallel: 'side-by-side start', hole: 'black hole', anti: 'anti: fewest discs wins' },
  ru: {
    size: '{n} × {n}',
    parallel: 'параллельный старт',
    hole: 'чёрная дыра',
    anti: 'анти: побеждает меньшее число фишек',
  },
};

/** The variant in a few words for the header, e.g. '6 × 6 · anti: fewest discs wins'; '' for the standard game. */
export function describeReversiVariant(lang: Lang, v: Readonly<Record<string, string>>): string {
  const words = SHOWN[lang];
  const parts: string[] = [];
  const size = v['size'] ?? '8';
  if (size !== '8') parts.push(words.size.replaceAll('{n}', size));
  if (v['start'] === 'parallel') parts.push(words.parallel);
  if (v['rule'] === 'blackhole' || v['rule'] === 'anti-blackhole') parts.push(words.hole);
  if (v['rule'] === 'anti' || v['rule'] === 'anti-blackhole') parts.push(words.anti);
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const reversiVariants: GameVariants = {
  options: [
    {
      id: 'size',
      label: label('Board', 'Доска'),
      choices: [
        { value: '8', label: label('8 × 8', '8 × 8') },
        { value: '6', label: label('6 × 6', '6 × 6') },
        { value: '10', label: label('10 × 10', '10 × 10') },
        { value: '12', label: label('12 × 12', '12 × 12') },
      ],
    },
    {
      id: 'start',
      label: label('Start', 'Начало'),
      choices: [
        { value: 'cross', label: label('Cross (standard)', 'Крест (стандартное)') },
        { value: 'parallel', label: label('Side by side', 'Рядом (параллельное)') },
      ],
    },
    {
      id: 'rule',
      label: label('Rule', 'Правило'),
      choices: [
        { value: 'normal', label: label('Normal: most discs wins', 'Обычное: больше фишек побеждает') },
        { value: 'anti', label: label('Anti: fewest discs wins', 'Анти: меньше фишек побеждает') },
        { value: 'blackhole', label: label('Black hole: a square nobody plays', 'Чёрная дыра: клетка вне игры') },
        { value: 'anti-blackhole', label: label('Anti with a black hole', 'Анти с чёрной дырой') },
      ],
    },
  ],
  describe: describeReversiVariant,
};
