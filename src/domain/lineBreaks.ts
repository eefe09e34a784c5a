/**
 * Where a long address or command may wrap, as typographers break URLs: after `//`, a single `/`, `=` and `&`;
 * before `.`, `-`, `_`, `?`, `#` and `%`. The text comes back in pieces, each ending where a line may end; a page puts
 * a `<wbr>` between them, and `overflow-wrap: break-word` breaks a piece only when it is longer than the line itself.
 */
export function urlBreakPieces(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    const next = text[index + 1];
    if ('.-_?#%'.includes(char) && current !== '' && !/\s$/.test(current)) {
      pieces.push(current);
      current = '';
    }
    current += char;
    // After a slash, = or &, but not between two of them (the `//` of an address stays whole).
    if ('/=&'.includes(char) && next !== char) {
      pieces.push(current);
      current = '';
    }
  }
  if (current !== '') pieces.push(current);
  return pieces;
}
