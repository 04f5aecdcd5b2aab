// The URL's hash names the screen, so a link opens a game on any sub-path of a static host:
// '#/reversi', '#/draughts' a game; '#/' (or anything unknown) the start screen; no hash: the last game played.
// A shared game rides along: '#/reversi?g=<the game as its export text>', written to be read: a space is '+'
// ('#/reversi?g=d3+c5+f6'), and only what a fragment cannot hold is percent-encoded. Links written before
// (every space '%20', every '+' '%2B') read the same, since they hold no bare '+'.
import { GAME_IDS } from '../games';
import type { GameId } from '../vocabulary';

export type Route = { kind: 'start' } | { kind: 'game'; game: GameId; shared?: string } | { kind: 'last' };

export function parseRoute(hash: string): Route {
  if (hash === '' || hash === '#') return { kind: 'last' };
  const m = /^#\/?([\w-]*)\/?(?:\?g=(.*))?$/s.exec(hash);
  const game = GAME_IDS.find((id) => id === m?.[1]);
  if (!game) return { kind: 'start' };
  const shared = m?.[2];
  return shared === undefined ? { kind: 'game', game } : { kind: 'game', game, shared: decodeShared(shared) };
}

/** A link's text as it was written; text that is not valid URI encoding is kept as it is, for the import to refuse. */
function decodeShared(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * What a fragment holds as it is (RFC 3986's unreserved and sub-delimiters, ':', '@', '/', '?'), less '+',
 * which stands for a space; '[', ']', quotes, '%', '#' and anything outside ASCII are percent-encoded.
 */
const LITERAL = /^[A-Za-z0-9\-._~!$&'()*,;=:@/?]$/;

/** `text` for a link's fragment: 'd3 c5 f6' → 'd3+c5+f6', '[Event "x"]' → '%5BEvent+%22x%22%5D'. */
export function encodeShared(text: string): string {
  let out = '';
  for (const ch of text) out += ch === ' ' ? '+' : LITERAL.test(ch) ? ch : encodeURIComponent(ch);
  return out;
}

export function routeHash(route: Route): string {
  if (route.kind === 'start') return '#/';
  if (route.kind === 'last') return '';
  return route.shared === undefined ? `#/${route.game}` : `#/${route.game}?g=${encodeShared(route.shared)}`;
}

/** The link that opens `text` (a game's export) in this page, from the page's own address. */
export function shareLink(pageUrl: string, game: GameId, text: string): string {
  return pageUrl.replace(/#.*$/s, '') + routeHash({ kind: 'game', game, shared: text });
}
