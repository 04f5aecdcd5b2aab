// The URL's hash names the screen, so a link opens a game on any sub-path of a static host:
// '#/reversi', '#/draughts' a game; '#/' (or anything unknown) the start screen; no hash: the last game played.
// A shared game rides along: '#/reversi?g=<the game as its export text, URI-encoded>'.
import { GAME_IDS, type GameId } from './state';

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
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function routeHash(route: Route): string {
  if (route.kind === 'start') return '#/';
  if (route.kind === 'last') return '';
  return route.shared === undefined ? `#/${route.game}` : `#/${route.game}?g=${encodeURIComponent(route.shared)}`;
}

/** The link that opens `text` (a game's export) in this page, from the page's own address. */
export function shareLink(pageUrl: string, game: GameId, text: string): string {
  return pageUrl.replace(/#.*$/s, '') + routeHash({ kind: 'game', game, shared: text });
}
