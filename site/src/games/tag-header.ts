// The tags a game's export carries besides its moves, for the games whose records have tags (chess's PGN, draughts'
// PDN, which share their form): the game's own Date, White and Black (the engine writes '????.??.??' and '?'),
// WhiteElo and BlackElo for the computer's side where its level's Elo is measured, and WhiteAccuracy and
// BlackAccuracy once the review has scored the whole game (lichess's names; docs/page.md says how they are
// computed). A tag that is there gets its value; one that is missing goes before the Result tag (or after the
// last tag, or first).
import type { ExportInfo } from './types';

/** The record `pgn` (PGN or PDN) with the page's tags: side 0 is White in both games. */
export function tagHeader(pgn: string, info: ExportInfo): string {
  const [white, black] = info.players;
  const [whiteElo, blackElo] = info.elos ?? [null, null];
  const tags: [string, string][] = [
    ['Date', info.started.replace(/-/g, '.')],
    ['White', white],
    ['Black', black],
  ];
  if (whiteElo !== null) tags.push(['WhiteElo', String(whiteElo)]);
  if (blackElo !== null) tags.push(['BlackElo', String(blackElo)]);
  // The review's accuracy of each side (lichess's model, docs/page.md), as lichess's exports name it.
  const [whiteAccuracy, blackAccuracy] = info.accuracy ?? [null, null];
  if (whiteAccuracy !== null) tags.push(['WhiteAccuracy', String(whiteAccuracy)]);
  if (blackAccuracy !== null) tags.push(['BlackAccuracy', String(blackAccuracy)]);
  let text = pgn;
  for (const [name, value] of tags) {
    const line = `[${name} "${value.replace(/[\\"]/g, '\\$&')}"]`;
    const tag = new RegExp(`^\\[${name} "(?:[^"\\\\]|\\\\.)*"\\]$`, 'm');
    if (tag.test(text)) text = text.replace(tag, () => line);
    else if (/^\[Result /m.test(text)) text = text.replace(/^\[Result /m, (m) => `${line}\n${m}`);
    else text = text.replace(/^((?:\[[^\n]*\]\n)*)/, (_, head: string) => `${head}${line}\n`);
  }
  return text;
}
