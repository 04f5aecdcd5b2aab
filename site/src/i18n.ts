// Every string the shell shows or announces, in English and Russian (a game's own words are in games/).
import { AGREEMENT, type Lang, type Side, type Status, type Colour } from './vocabulary';
import type { OptionSpec } from 'ply-engine';

export const LANGS: readonly Lang[] = ['en', 'ru'];

const en = {
  title: 'Ply · {game}',
  appTitle: 'Ply · Board games',
  tagline: 'Classic board games against a strong computer',
  games: 'Games',
  chooseGame: 'Choose a game',
  play: 'Play',
  notInBuild: 'Coming soon',
  legalSuffix: ', legal move',
  movableSuffix: ', can move',
  selectedSuffix: ', selected',
  destinationSuffix: ', destination',
  flip: 'Flip board',
  exportGame: 'Export',
  importGame: 'Import',
  exportTitle: 'Export the game',
  importTitle: 'Import a game',
  importHint: 'Paste a game in the form Export writes, or a position alone.',
  exportPosition: 'The position on the board',
  load: 'Load',
  copy: 'Copy',
  copied: 'Copied',
  download: 'Download',
  noticeImported: 'Game loaded.',
  winsBy: '{side} wins · {reason}',
  winsPlain: '{side} wins',
  youWonBy: 'You won · {reason}',
  youWon: 'You won',
  youLostBy: 'You lost · {reason}',
  youLost: 'You lost',
  drawBy: 'Draw · {reason}',
  agreement: 'agreement',
  offerDraw: 'Offer draw',
  drawOffered: '{side} offers a draw.',
  chooseMove: 'Choose the move',
  accept: 'Accept',
  decline: 'Decline',
  noticeDrawAccepted: 'The computer accepts the draw.',
  noticeDrawDeclined: 'The computer declines the draw.',
  sideBlack: 'Black',
  sideWhite: 'White',
  toMoveBlack: 'Black to move',
  toMoveWhite: 'White to move',
  gameOver: 'Game over',
  paused: 'Paused',
  loading: 'Loading…',
  you: 'You',
  computer: 'Computer',
  player: 'Player',
  thinking: 'thinking',
  depth: 'depth {depth}',
  depthSelective: 'depth {depth}, selective',
  selectiveTitle:
    'A selective search: it leaves out moves that are unlikely to change its choice, each cut {selectivity}\u00a0% sure.',
  solved: 'solved',
  exact: 'exact',
  book: 'book',
  hint: 'Hint',
  hintTitle: 'Show the value of the moves (key H)',
  openingLine: 'Opening: {name}',
  hintLine: 'Hint',
  hintBest: 'best {move}',
  forcedWin: 'forced win',
  forcedLoss: 'forced loss',
  level: 'Level',
  matchStrength: 'Match my strength',
  matchStrengthTitle:
    'After each game you finish against the computer, your rating moves and the level follows it to the nearest one.',
  yourRating: 'Your rating {rating} ({change})',
  yourRatingNone: 'Your rating: after your first game',
  ratingHistory: 'History',
  ratingTitle: 'Your rating in {game}',
  ratingEmpty: 'No rated game yet: finish a game against the computer with “Match my strength” on.',
  ratingWin: 'Win',
  ratingLoss: 'Loss',
  ratingDraw: 'Draw',
  ratingLevel: 'level {level}',
  ratedAnnounce: 'Your rating {rating} ({change}); next level {level}.',
  moveNumbers: 'Move numbers',
  soundOn: 'Sound: on',
  soundOff: 'Sound: off',
  themeSystem: 'Theme: auto',
  themeLight: 'Theme: light',
  themeDark: 'Theme: dark',
  winIn: 'win in {n}',
  lossIn: 'loss in {n}',
  provenWin: 'win',
  provenLoss: 'loss',
  newGame: 'New game',
  undo: 'Undo',
  redo: 'Redo',
  resume: 'Resume',
  language: 'Language',
  moves: 'Moves',
  noMoves: 'No moves yet',
  passMove: 'pass',
  mode: 'Mode',
  modeHvc: 'You vs computer',
  modeHvh: 'Two players',
  modeCvc: 'Computer vs computer',
  color: 'Your colour',
  start: 'Start',
  cancel: 'Cancel',
  close: 'Close',
  engine: 'Engine',
  engineThreads: 'Threads',
  engineTable: 'Search table',
  engineMb: '{mb} MB',
  engineRunning:
    'Level 5, the hints and the review search on {n} of this device’s {cores} cores, with a {mb} MB table.',
  engineStarting: 'The engine takes these settings at its next search.',
  engineOneThread:
    'Here the engine searches on one thread: threads need a page isolated by its service worker (reload once after the first visit) and a browser with WebAssembly threads.',
  engineThreadsRefused: 'This browser would not start more threads here.',
  engineNote:
    'More threads search deeper in the same time; a larger table remembers more positions, and takes the device’s memory.',
  announceMove: '{side} {move}',
  announcePass: '{side} passes',
  noticePass: '{side} has no legal move and passes.',
  noticeBadSave: 'The saved game could not be read; a new game was started. Its text was kept aside.',
  noticeBadSaveKept: 'The saved game was damaged: its first {kept} moves were kept. Its text was kept aside.',
  showDamaged: 'Show the damaged save',
  share: 'Share',
  shareTitle: 'Share this game',
  shareHint: 'Whoever opens this link sees this game, move by move, in Ply.',
  noticeShared: 'You are looking at a shared game: nobody moves in it until you choose to play on.',
  playOnBlack: 'Play on as Black',
  playOnWhite: 'Play on as White',
  playOnBoth: 'Play on, two players',
  noticePlayOn: 'The shared game is yours to play on.',
  noticeNewGame: 'A new game has begun.',
  previousKept: 'Your previous game is kept.',
  restorePrevious: 'Restore the previous game',
  noticeRestored: 'Your previous game is back.',
  noticeRestoredKept: 'Your previous game is back; the one you left is kept.',
  undoRestores: 'Back to your previous game',
  noticeDrawConsidering: 'The computer is weighing your offer…',
  pastPosition: 'Past position',
  backToMine: 'Back to my game',
  noticeBadShare: 'This link holds no game that can be opened; your own game is as you left it.',
  damagedTitle: 'The damaged save',
  damagedHint: 'This is the text that could not be read. Copy it to keep it or to report the problem.',
  noticeEngineFailed: 'The computer player could not be started.',
  noticeDataUnavailable:
    'The strong level’s learned evaluation could not be downloaded ({detail}); it plays its simpler one until the page is online.',
  noticeDataRefused:
    'The strong level’s learned evaluation is damaged and was not used ({detail}); it plays its simpler one.',
  noticeBookUnavailable:
    'The strong level’s opening book could not be downloaded ({detail}); it thinks out its first moves itself until the page is online.',
  noticeBookRefused:
    'The strong level’s opening book is damaged and was not used ({detail}); it thinks out its first moves itself.',
  noticeEgdbUnavailable:
    'The strong level’s endgame databases could not be downloaded ({detail}); it searches endings of up to four pieces itself until the page is online.',
  noticeEgdbRefused:
    'The strong level’s endgame databases are damaged and were not used ({detail}); it searches endings of up to four pieces itself.',
  drawPlain: 'Draw',
  loadFailed: 'The game engine could not be loaded. Your saved games are safe.',
  tryAgain: 'Try again',
  // A draughts capture round a ring, back to the picked piece's own square (a press there cancels).
  circleCapture: 'Capture round back to {square}',
  circleCaptureRoute: 'Capture round back to {square}: {route}',
  circleSuffix: ', can capture round back to {square} (the Capture round button)',
  // An import or a share link that holds no game, for a player, from the Session's refusal (its reason, the
  // move's number and text; the engine's English text is shown below it on an English page). A game may word
  // a refusal itself (GameDef.refusalText: renju's fouls, in games/gomoku/renju.ts).
  importIllegal: 'A move is not legal here.',
  importIllegalAt: 'Move {n} is not legal here.',
  importIllegalMove: 'Move {n} ({move}) is not legal here.',
  importUnreadable: 'A move cannot be read.',
  importUnreadableAt: 'Move {n} cannot be read.',
  importUnreadableMove: 'Move {n} ({move}) cannot be read.',
  importAfterEnd: 'A move comes after the end of the game.',
  importAfterEndAt: 'Move {n} comes after the end of the game.',
  importAfterEndMove: 'Move {n} ({move}) comes after the end of the game.',
  importBadPosition: 'The start position cannot be read.',
  importOtherGame: 'This is a game of another kind.',
  importUnknown: 'This text is no game that can be loaded here.',
  importEmpty: 'There is no game in the text.',
  editPosition: 'Set up',
  editPositionTitle: 'Set up a position: put pieces down, choose who moves, then play or analyse it',
  editorTitle: 'Set up a position',
  editorHelp: 'Choose what to put down, then press the squares of the board; a second press takes it off.',
  editorEmpty: 'Empty',
  editorToMove: 'To move',
  editorCastling: 'Castling',
  editorCastlingK: 'White O-O',
  editorCastlingQ: 'White O-O-O',
  editorCastlingk: 'Black O-O',
  editorCastlingq: 'Black O-O-O',
  editorEnPassant: 'En passant',
  editorNone: 'none',
  editorClear: 'Clear',
  editorStart: 'Start position',
  editorReady: 'The position can be played.',
  editorPlayComputer: 'Play the computer',
  editorPlayComputerTitle: 'You play the side to move, the computer the other',
  editorPlayFriends: 'Two players',
  editorAnalyse: 'Analyse',
  editorCancel: 'Back to the game',
  noticePositionSet: 'The position is set up: play on from it.',
  rules: 'Rules',
};

export type Key = keyof typeof en;
type Table = Record<Key, string>;

const ru: Table = {
  title: 'Ply · {game}',
  appTitle: 'Ply · Настольные игры',
  tagline: 'Классические настольные игры против сильного компьютера',
  games: 'Игры',
  chooseGame: 'Выберите игру',
  play: 'Играть',
  notInBuild: 'Скоро',
  legalSuffix: ', можно ходить',
  movableSuffix: ', может ходить',
  selectedSuffix: ', выбрана',
  destinationSuffix: ', можно пойти сюда',
  flip: 'Перевернуть',
  exportGame: 'Экспорт',
  importGame: 'Импорт',
  exportTitle: 'Экспорт партии',
  importTitle: 'Импорт партии',
  importHint: 'Вставьте партию в том виде, в каком её выдаёт экспорт, или одну позицию.',
  exportPosition: 'Позиция на доске',
  load: 'Загрузить',
  copy: 'Копировать',
  copied: 'Скопировано',
  download: 'Скачать',
  noticeImported: 'Партия загружена.',
  winsBy: '{side} победили · {reason}',
  winsPlain: '{side} победили',
  youWonBy: 'Вы выиграли · {reason}',
  youWon: 'Вы выиграли',
  youLostBy: 'Вы проиграли · {reason}',
  youLost: 'Вы проиграли',
  drawBy: 'Ничья · {reason}',
  agreement: 'по согласию',
  offerDraw: 'Предложить ничью',
  drawOffered: '{side} предлагают ничью.',
  chooseMove: 'Выберите ход',
  accept: 'Принять',
  decline: 'Отклонить',
  noticeDrawAccepted: 'Компьютер соглашается на ничью.',
  noticeDrawDeclined: 'Компьютер отклоняет ничью.',
  sideBlack: 'Чёрные',
  sideWhite: 'Белые',
  toMoveBlack: 'Ход чёрных',
  toMoveWhite: 'Ход белых',
  gameOver: 'Игра окончена',
  paused: 'Пауза',
  loading: 'Загрузка…',
  you: 'Вы',
  computer: 'Компьютер',
  player: 'Игрок',
  thinking: 'думает',
  depth: 'глубина {depth}',
  depthSelective: 'глубина {depth}, выборочно',
  selectiveTitle:
    'Выборочный поиск: он не смотрит ходы, которые вряд ли изменят его выбор, и каждое такое отсечение верно на {selectivity}\u00a0%.',
  solved: 'решено',
  exact: 'точно',
  book: 'по книге',
  hint: 'Подсказка',
  hintTitle: 'Показать оценку ходов (клавиша H)',
  openingLine: 'Дебют: {name}',
  hintLine: 'Подсказка',
  hintBest: 'лучший {move}',
  forcedWin: 'выигрыш',
  forcedLoss: 'проигрыш',
  level: 'Уровень',
  matchStrength: 'Подбирать уровень под меня',
  matchStrengthTitle:
    'После каждой партии против компьютера ваш рейтинг меняется, и уровень подстраивается под него: ближайший к рейтингу.',
  yourRating: 'Ваш рейтинг {rating} ({change})',
  yourRatingNone: 'Ваш рейтинг: после первой партии',
  ratingHistory: 'История',
  ratingTitle: 'Ваш рейтинг: {game}',
  ratingEmpty: 'Рейтинговых партий пока нет: доиграйте партию с компьютером с включённым «Подбирать уровень под меня».',
  ratingWin: 'Победа',
  ratingLoss: 'Поражение',
  ratingDraw: 'Ничья',
  ratingLevel: 'уровень {level}',
  ratedAnnounce: 'Ваш рейтинг {rating} ({change}); следующий уровень {level}.',
  moveNumbers: 'Номера ходов',
  soundOn: 'Звук: вкл.',
  soundOff: 'Звук: выкл.',
  themeSystem: 'Тема: авто',
  themeLight: 'Тема: светлая',
  themeDark: 'Тема: тёмная',
  winIn: 'выигрыш за {n}',
  lossIn: 'проигрыш за {n}',
  provenWin: 'выигрыш',
  provenLoss: 'проигрыш',
  newGame: 'Новая игра',
  undo: 'Отменить',
  redo: 'Вернуть',
  resume: 'Продолжить',
  language: 'Язык',
  moves: 'Ходы',
  noMoves: 'Ходов пока нет',
  passMove: 'пас',
  mode: 'Режим',
  modeHvc: 'Вы против компьютера',
  modeHvh: 'Два игрока',
  modeCvc: 'Компьютер против компьютера',
  color: 'Ваш цвет',
  start: 'Начать',
  cancel: 'Отмена',
  close: 'Закрыть',
  engine: 'Движок',
  engineThreads: 'Потоки',
  engineTable: 'Таблица поиска',
  engineMb: '{mb} МБ',
  engineRunning: 'Уровень 5, подсказки и разбор считают на {n} из {cores} ядер этого устройства, таблица {mb} МБ.',
  engineStarting: 'Движок возьмёт эти настройки при следующем поиске.',
  engineOneThread:
    'Здесь движок считает в один поток: нескольким потокам нужна изоляция страницы, которую даёт её service worker (перезагрузите страницу после первого посещения), и браузер с потоками WebAssembly.',
  engineThreadsRefused: 'Больше потоков этот браузер здесь не запустил.',
  engineNote:
    'Больше потоков — глубже поиск за то же время; большая таблица помнит больше позиций, но занимает память устройства.',
  announceMove: '{side} {move}',
  announcePass: '{side} пасуют',
  noticePass: '{side} не могут ходить и пасуют.',
  noticeBadSave: 'Сохранённую партию не удалось прочитать; начата новая. Её текст отложен.',
  noticeBadSaveKept: 'Сохранённая партия повреждена: восстановлены первые ходы ({kept}). Её текст отложен.',
  showDamaged: 'Показать повреждённое сохранение',
  share: 'Поделиться',
  shareTitle: 'Поделиться партией',
  shareHint: 'Кто откроет эту ссылку, увидит эту партию в Ply ход за ходом.',
  noticeShared: 'Вы смотрите присланную партию: ходов в ней не будет, пока вы не решите её продолжить.',
  playOnBlack: 'Продолжить за чёрных',
  playOnWhite: 'Продолжить за белых',
  playOnBoth: 'Продолжить вдвоём',
  noticePlayOn: 'Присланная партия теперь ваша: играйте дальше.',
  noticeNewGame: 'Начата новая партия.',
  previousKept: 'Прежняя партия сохранена.',
  restorePrevious: 'Вернуть прежнюю партию',
  noticeRestored: 'Прежняя партия возвращена.',
  noticeRestoredKept: 'Прежняя партия возвращена; та, что вы оставили, сохранена.',
  undoRestores: 'Назад к прежней партии',
  noticeDrawConsidering: 'Компьютер обдумывает ваше предложение…',
  pastPosition: 'Прошлая позиция',
  backToMine: 'К моей партии',
  noticeBadShare: 'По этой ссылке нет партии, которую можно открыть; ваша партия осталась как была.',
  damagedTitle: 'Повреждённое сохранение',
  damagedHint: 'Этот текст не удалось прочитать. Скопируйте его, чтобы сохранить или сообщить о проблеме.',
  noticeEngineFailed: 'Не удалось запустить компьютерного игрока.',
  noticeDataUnavailable:
    'Не удалось скачать обученную оценку сильного уровня ({detail}); пока страница не в сети, он играет на более простой.',
  noticeDataRefused:
    'Обученная оценка сильного уровня повреждена и не использована ({detail}); он играет на более простой.',
  noticeBookUnavailable:
    'Не удалось скачать дебютную книгу сильного уровня ({detail}); пока страница не в сети, он сам обдумывает первые ходы.',
  noticeBookRefused:
    'Дебютная книга сильного уровня повреждена и не использована ({detail}); он сам обдумывает первые ходы.',
  noticeEgdbUnavailable:
    'Не удалось загрузить базы окончаний сильного уровня ({detail}); пока страница не в сети, окончания до четырёх шашек он просчитывает сам.',
  noticeEgdbRefused:
    'Базы окончаний сильного уровня повреждены и не использованы ({detail}); окончания до четырёх шашек он просчитывает сам.',
  drawPlain: 'Ничья',
  loadFailed: 'Не удалось загрузить игровой движок. Сохранённые партии не пострадали.',
  tryAgain: 'Повторить',
  circleCapture: 'Бить по кругу с возвратом на {square}',
  circleCaptureRoute: 'Бить по кругу с возвратом на {square}: {route}',
  circleSuffix: ', может бить по кругу с возвратом на {square} (кнопка «Бить по кругу»)',
  importIllegal: 'Один из ходов здесь невозможен.',
  importIllegalAt: 'Ход {n} здесь невозможен.',
  importIllegalMove: 'Ход {n} ({move}) здесь невозможен.',
  importUnreadable: 'Один из ходов не удаётся прочитать.',
  importUnreadableAt: 'Ход {n} не удаётся прочитать.',
  importUnreadableMove: 'Ход {n} ({move}) не удаётся прочитать.',
  importAfterEnd: 'Один из ходов сделан после конца партии.',
  importAfterEndAt: 'Ход {n} сделан после конца партии.',
  importAfterEndMove: 'Ход {n} ({move}) сделан после конца партии.',
  importBadPosition: 'Не удаётся прочитать начальную позицию.',
  importOtherGame: 'Это партия другой игры.',
  importUnknown: 'В этом тексте нет партии, которую можно здесь загрузить.',
  importEmpty: 'В тексте нет партии.',
  editPosition: 'Расстановка',
  editPositionTitle: 'Расставить позицию: поставьте фигуры, выберите, чей ход, и играйте или анализируйте',
  editorTitle: 'Расстановка позиции',
  editorHelp: 'Выберите, что ставить, и нажимайте на клетки доски; повторное нажатие убирает.',
  editorEmpty: 'Пусто',
  editorToMove: 'Ход',
  editorCastling: 'Рокировка',
  editorCastlingK: 'Белые O-O',
  editorCastlingQ: 'Белые O-O-O',
  editorCastlingk: 'Чёрные O-O',
  editorCastlingq: 'Чёрные O-O-O',
  editorEnPassant: 'Взятие на проходе',
  editorNone: 'нет',
  editorClear: 'Очистить',
  editorStart: 'Начальная позиция',
  editorReady: 'Эту позицию можно играть.',
  editorPlayComputer: 'Играть с компьютером',
  editorPlayComputerTitle: 'Вы играете за сторону, чей ход, компьютер — за другую',
  editorPlayFriends: 'Вдвоём',
  editorAnalyse: 'Анализ',
  editorCancel: 'Вернуться к партии',
  noticePositionSet: 'Позиция расставлена: играйте с неё.',
  rules: 'Правила',
};

const tables: Record<Lang, Table> = { en, ru };

/** Every key of the shell's strings (the English table's), for the test that each has its Russian. */
export const KEYS = Object.keys(en) as Key[];

/** A string as its table holds it, placeholders unfilled. */
export function rawText(lang: Lang, key: Key): string {
  return tables[lang][key];
}

export function t(lang: Lang, key: Key, params: Record<string, string | number> = {}): string {
  return tables[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

export function sideName(lang: Lang, colour: Colour): string {
  return t(lang, colour === 'black' ? 'sideBlack' : 'sideWhite');
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages that Ply speaks, e.g. ['ru-RU', 'en'] → 'ru'. */
export function pickLang(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

/** A search score for display: '+2.5', '−3', '0'; Russian uses a decimal comma. */
export function formatScore(lang: Lang, score: number): string {
  const rounded = Math.round(score * 10) / 10;
  const body = Number.isInteger(rounded) ? String(Math.abs(rounded)) : Math.abs(rounded).toFixed(1);
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return sign + (lang === 'ru' ? body.replace('.', ',') : body);
}

/** Which form of a Russian noun follows n: 'one' (1, 21), 'few' (2-4, 22-24, any fraction), 'many' (0, 5-20). */
export function russianPlural(n: number): 'one' | 'few' | 'many' {
  if (!Number.isInteger(n)) return 'few';
  const tens = Math.abs(n) % 100;
  const ones = Math.abs(n) % 10;
  if (ones === 1 && tens !== 11) return 'one';
  if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return 'few';
  return 'many';
}

/** 'ход', 'хода', 'ходов': the Russian word for n moves. */
export function movesWord(n: number): string {
  const tens = n % 100;
  const ones = n % 10;
  if (ones === 1 && tens !== 11) return 'ход';
  if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return 'хода';
  return 'ходов';
}

/** A proven result `n` moves of the winner away: 'win in 3', 'loss in 1'; 'выигрыш за 3 хода'. */
export function provenText(lang: Lang, win: boolean, n: number): string {
  const moves = lang === 'ru' ? `${n} ${movesWord(n)}` : String(n);
  return t(lang, win ? 'winIn' : 'lossIn', { n: moves });
}

/**
 * The labels of the games' own options (Session.options()), by option name: the page draws a control for each
 * option a game offers on the page, whichever game declares it.
 */
export const OPTION_LABELS: Record<Lang, Readonly<Record<string, string>>> = {
  en: { aggressiveness: 'Attack ↔ Defence' },
  ru: { aggressiveness: 'Атака ↔ Защита' },
};

/**
 * The names of the ladders' levels (Session.levels(): engine/<game>/ladder.h), by the engine's one word, in
 * strength order; every game's ladder takes its rungs' names from this one list.
 */
export const LEVEL_NAMES: Record<Lang, Readonly<Record<string, string>>> = {
  en: {
    random: 'Random moves',
    greedy: 'Greedy',
    profit: 'Material grabber',
    original: 'Original',
    lookahead: 'Look-ahead',
    minimax: 'Minimax',
    classic: 'Classic',
    beginner: 'Beginner',
    pupil: 'Pupil',
    newcomer: 'Newcomer',
    novice: 'Novice',
    learner: 'Learner',
    trainee: 'Trainee',
    apprentice: 'Apprentice',
    casual: 'Casual player',
    regular: 'Regular player',
    improver: 'Improver',
    intermediate: 'Intermediate',
    club: 'Club player',
    advanced: 'Advanced',
    skilled: 'Skilled player',
    strong: 'Strong player',
    expert: 'Expert',
    tournament: 'Tournament player',
    candidate: 'Candidate master',
    contender: 'Contender',
    master: 'Master',
    international: 'Intl. master',
    senior: 'Senior master',
    champion: 'Champion',
    grandmaster: 'Grandmaster',
    max: 'Full strength',
  },
  ru: {
    random: 'Случайные ходы',
    greedy: 'Жадный',
    profit: 'Охотник за материалом',
    original: 'Оригинал',
    lookahead: 'Взгляд вперёд',
    minimax: 'Минимакс',
    classic: 'Классика',
    beginner: 'Начинающий',
    pupil: 'Юный игрок',
    newcomer: 'Первые шаги',
    novice: 'Новичок',
    learner: 'Учащийся',
    trainee: 'Стажёр',
    apprentice: 'Ученик',
    casual: 'Любитель',
    regular: 'Постоянный игрок',
    improver: 'Опытный любитель',
    intermediate: 'Средний уровень',
    club: 'Клубный игрок',
    advanced: 'Продвинутый',
    skilled: 'Умелый игрок',
    strong: 'Сильный игрок',
    expert: 'Эксперт',
    tournament: 'Турнирный игрок',
    candidate: 'Кандидат в мастера',
    contender: 'Претендент',
    master: 'Мастер',
    international: 'Межд. мастер',
    senior: 'Старший мастер',
    champion: 'Чемпион',
    grandmaster: 'Гроссмейстер',
    max: 'Полная сила',
  },
};

/** A level's name: 'Club player', 'Клубный игрок'; the engine's word, capitalised, for a name no table lists. */
export function levelName(lang: Lang, name: string): string {
  return LEVEL_NAMES[lang][name] ?? name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * A level as its control lists it: its number, its name and its Elo, '9 · Club player · 1650'; the Elo left out
 * where it is not measured yet (0 on any rung but the first: `elo` null).
 */
export function levelLabel(lang: Lang, level: number, name: string, elo: number | null): string {
  const parts = [String(level), levelName(lang, name)];
  if (elo !== null) parts.push(String(elo));
  return parts.join(' · ');
}

/** A rating's change as shown: '+18', '−12', '±0'. */
export function formatChange(change: number): string {
  return change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '±0';
}

/** An option's label, e.g. 'Attack ↔ Defence'; its name for an option no table lists. */
export function optionLabel(lang: Lang, name: string): string {
  return OPTION_LABELS[lang][name] ?? name;
}

/** An option's value with as many decimals as its step: '0.80' (step 0.05); Russian uses a decimal comma: '0,80'. */
export function formatOption(lang: Lang, spec: Pick<OptionSpec, 'step'>, value: number): string {
  const decimals = String(spec.step).split('.')[1]?.length ?? 0;
  const text = value.toFixed(decimals);
  return lang === 'ru' ? text.replace('.', ',') : text;
}

/**
 * A result with the game's words for its reason: 'White wins · Black has no moves', 'Draw · agreement',
 * 'White wins' (no words). Spoken to the player when one side alone is human (`you`): 'You won · checkmate',
 * 'You lost'. The shell's own reason, a draw by agreement, is worded here.
 */
export function outcomeText(
  lang: Lang,
  colours: readonly [Colour, Colour],
  status: Pick<Status, 'winner' | 'reason'>,
  reasonWords: string,
  you: Side | null = null,
): string {
  const reason = status.reason === AGREEMENT ? t(lang, 'agreement') : reasonWords;
  if (status.winner === -1) return reason ? t(lang, 'drawBy', { reason }) : t(lang, 'drawPlain');
  if (you !== null) {
    const won = status.winner === you;
    return reason ? t(lang, won ? 'youWonBy' : 'youLostBy', { reason }) : t(lang, won ? 'youWon' : 'youLost');
  }
  const side = sideName(lang, colours[status.winner]);
  return reason ? t(lang, 'winsBy', { side, reason }) : t(lang, 'winsPlain', { side });
}
