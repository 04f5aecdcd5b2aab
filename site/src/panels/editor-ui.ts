// The position editor's panel: the pieces to put down (one pressed at a time), the side to move, chess's
// castling rights and en passant square, Clear and Start position, why the engine refuses the position (in the
// page's language) or that it can be played, and how to play it. Reads state, writes the DOM; actions go out
// through EditorActions. While it is open the rest of the panel is hidden (body[data-editing]).
import type { GameDef } from '../games/types';
import { sideName, t } from '../i18n';
import { CASTLING_RIGHTS } from '../state/editor';
import type { State } from '../state/state';
import { importErrorText } from '../storage/import-error';
import { el, setText, show } from '../dom';
import type { EditorEnd } from '../play/game-editor';
import type { Side } from '../vocabulary';

export interface EditorActions {
  openEditor(): void;
  choosePiece(letter: string): void;
  setEditorSide(side: Side): void;
  setCastling(right: string, on: boolean): void;
  setEnPassant(square: string): void;
  clearEditor(): void;
  editorToStart(): void;
  finishEditor(end: EditorEnd): void;
  cancelEditor(): void;
}

/** The en passant squares a FEN can name on an 8x8 board: the third and sixth ranks. */
const EN_PASSANT_SQUARES = [3, 6].flatMap((rank) => [...'abcdefgh'].map((file) => `${file}${rank}`));

export function createEditorUi(current: () => EditorActions | null): { update(state: State, game: GameDef): void } {
  const openButton = el<HTMLButtonElement>('[data-testid="edit-position"]');
  const section = el('[data-testid="editor"]');
  const pieces = el('[data-testid="editor-pieces"]');
  const side = el<HTMLSelectElement>('[data-testid="editor-side"]');
  const castling = el('[data-testid="editor-castling"]');
  const enPassantRow = el('#editor-en-passant-row');
  const enPassant = el<HTMLSelectElement>('[data-testid="editor-en-passant"]');
  const problem = el('[data-testid="editor-problem"]');
  const ends: readonly [HTMLButtonElement, EditorEnd][] = [
    [el<HTMLButtonElement>('[data-testid="editor-play-computer"]'), 'computer'],
    [el<HTMLButtonElement>('[data-testid="editor-play-friends"]'), 'friends'],
    [el<HTMLButtonElement>('[data-testid="editor-analyse"]'), 'analysis'],
  ];
  let shownPieces = '';

  openButton.addEventListener('click', () => current()?.openEditor());
  pieces.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-piece]') : null;
    if (button) current()?.choosePiece(button.dataset['piece'] ?? '-');
  });
  side.addEventListener('change', () => current()?.setEditorSide(Number(side.value) as Side));
  castling.addEventListener('change', (e) => {
    const box = e.target instanceof HTMLInputElement ? e.target : null;
    if (box?.dataset['right']) current()?.setCastling(box.dataset['right'], box.checked);
  });
  enPassant.addEventListener('change', () => current()?.setEnPassant(enPassant.value));
  el('[data-testid="editor-clear"]').addEventListener('click', () => current()?.clearEditor());
  el('[data-testid="editor-start"]').addEventListener('click', () => current()?.editorToStart());
  for (const [button, end] of ends) button.addEventListener('click', () => current()?.finishEditor(end));
  el('[data-testid="editor-cancel"]').addEventListener('click', () => current()?.cancelEditor());

  return {
    update(state: State, game: GameDef): void {
      const lang = state.lang;
      const editor = state.editor;
      openButton.title = t(lang, 'editPositionTitle');
      document.body.toggleAttribute('data-editing', editor !== null);
      show(section, editor !== null);
      if (!editor) {
        shownPieces = '';
        return;
      }
      const names = game.strings[lang].pieces;
      const choices: readonly (readonly [string, string, Side | null])[] = [...game.setupPieces, ['-', '✕', null]];
      const key = `${game.id}|${lang}`;
      if (key !== shownPieces) {
        shownPieces = key;
        // Each side's pieces on a row of their own (chess's two rows of six), the empty square last.
        const buttons = choices.map(([letter, glyph, owner]) => {
          const b = document.createElement('button');
          b.type = 'button';
          b.className = 'btn piece-choice';
          b.dataset['piece'] = letter;
          b.dataset['testid'] = `editor-piece-${letter === '-' ? 'empty' : letter}`;
          const name = letter === '-' ? t(lang, 'editorEmpty') : (names[letter] ?? letter);
          b.setAttribute('aria-label', name);
          b.title = name;
          const mark = document.createElement('span');
          mark.className = owner === null ? 'glyph' : `glyph glyph-${game.colours[owner]}`;
          mark.setAttribute('aria-hidden', 'true');
          mark.textContent = glyph;
          b.append(mark);
          return [b, owner] as const;
        });
        const nodes: HTMLElement[] = [];
        buttons.forEach(([b, owner], i) => {
          if (i > 0 && owner === 1 && buttons[i - 1]?.[1] === 0 && game.setupPieces.length > 4) {
            const row = document.createElement('span');
            row.className = 'row-break';
            nodes.push(row);
          }
          nodes.push(b);
        });
        pieces.replaceChildren(...nodes);
      }
      for (const b of pieces.querySelectorAll<HTMLElement>('[data-piece]'))
        b.setAttribute('aria-pressed', String(b.dataset['piece'] === editor.piece));

      const sides = [0, 1].map((s) => sideName(lang, game.colours[s as Side]));
      if (side.options.length !== 2 || side.options[0]?.text !== sides[0]) {
        side.replaceChildren(
          ...sides.map((name, i) => {
            const o = document.createElement('option');
            o.value = String(i);
            o.text = name;
            return o;
          }),
        );
      }
      side.value = String(editor.toMove);

      show(castling, game.castling === true);
      show(enPassantRow, game.castling === true);
      if (game.castling) {
        for (const right of CASTLING_RIGHTS) {
          const box = el<HTMLInputElement>(`[data-right="${right}"]`, castling);
          box.checked = editor.castling.includes(right);
        }
        const squares = ['', ...EN_PASSANT_SQUARES];
        if (enPassant.options.length !== squares.length || enPassant.options[0]?.text !== t(lang, 'editorNone')) {
          enPassant.replaceChildren(
            ...squares.map((sq) => {
              const o = document.createElement('option');
              o.value = sq;
              o.text = sq === '' ? t(lang, 'editorNone') : sq;
              return o;
            }),
          );
        }
        enPassant.value = editor.enPassant;
      }

      const refused = editor.problem;
      setText(problem, refused ? importErrorText(lang, refused, game) : t(lang, 'editorReady'));
      problem.classList.toggle('bad', refused !== null);
      for (const [button, end] of ends) {
        button.setAttribute('aria-disabled', String(refused !== null));
        if (end === 'computer') button.title = t(lang, 'editorPlayComputerTitle');
      }
    },
  };
}
