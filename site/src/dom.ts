// The page's few DOM helpers, shared by the panel, the dialogs and the start screen: find an element that
// must be there, and change text or visibility only when it differs (no needless layout or announcement).
export function el<T extends HTMLElement = HTMLElement>(selector: string, root: ParentNode = document): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`missing ${selector}`);
  return found;
}

export function setText(node: HTMLElement, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

/** Text in words that never break inside ('c3-d4' stays whole on a phone): a nowrap span a word, spaces between. */
export function setWords(node: HTMLElement, text: string): void {
  if (node.dataset['text'] === text) return;
  node.dataset['text'] = text;
  const words = text.split(' ').map((word) => {
    const span = document.createElement('span');
    span.className = 'word';
    span.textContent = word;
    return span;
  });
  node.replaceChildren(...words.flatMap((span, i) => (i === 0 ? [span] : [' ', span])));
}

export function show(node: HTMLElement, visible: boolean): void {
  if (node.hidden === visible) node.hidden = !visible;
}
