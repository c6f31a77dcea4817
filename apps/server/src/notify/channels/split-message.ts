/**
 * Splits lines into chunks of at most `maxBytes` UTF-8 bytes each, breaking between lines
 * where possible and inside an over-long line only at character boundaries. Each chunk after
 * the first starts with a `（续 n/total）` marker so readers know the message continues.
 */
export function splitByBytes(lines: string[], maxBytes: number): string[] {
  const marker = 24; // room for "（续 99/99）\n"
  const budget = Math.max(16, maxBytes - marker);
  const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
  const pieces: string[] = [];
  for (const line of lines) {
    if (bytes(line) <= budget) {
      pieces.push(line);
      continue;
    }
    let current = '';
    for (const ch of line) {
      if (bytes(current + ch) > budget) {
        pieces.push(current);
        current = '';
      }
      current += ch;
    }
    pieces.push(current);
  }
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    const next = current === '' ? piece : `${current}\n${piece}`;
    if (bytes(next) > budget && current !== '') {
      chunks.push(current);
      current = piece;
    } else {
      current = next;
    }
  }
  if (current !== '' || chunks.length === 0) {
    chunks.push(current);
  }
  return chunks.length === 1
    ? chunks
    : chunks.map((c, i) => (i === 0 ? c : `（续 ${i + 1}/${chunks.length}）\n${c}`));
}
