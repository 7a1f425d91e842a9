// A selection longer than one request may carry is cut (at a paragraph, sentence or word boundary) with a
// note of how much was sent; the whole text can still be opened in the main window.
import { QUICK_TEXT_MAX_BYTES } from '../../shared/calls/quickTranslate';
import { utf8ByteLength } from '../../shared/rules/glossaryEntries';

export function fitToRequest(
  text: string,
  maxBytes = QUICK_TEXT_MAX_BYTES,
): { text: string; truncated: { sentChars: number; totalChars: number } | null } {
  if (text.length <= maxBytes / 3 || utf8ByteLength(text, maxBytes) <= maxBytes) return { text, truncated: null };
  // The longest prefix within the limit: binary search on characters (code points stay whole).
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (utf8ByteLength(chars.slice(0, mid).join('')) <= maxBytes) low = mid;
    else high = mid - 1;
  }
  const prefix = chars.slice(0, low).join('');
  // Prefer to end at a paragraph, then a sentence, then a word, if that keeps most of it.
  const floor = prefix.length * 0.8;
  const at = [/\n\s*\n(?![\s\S]*\n\s*\n)/, /[.!?。！？]\s(?![\s\S]*[.!?。！？]\s)/, /\s(?![\s\S]*\s)/]
    .map((pattern) => {
      const match = pattern.exec(prefix);
      return match ? match.index + match[0].length : -1;
    })
    .find((index) => index >= floor);
  const kept = prefix.slice(0, at ?? prefix.length).trimEnd();
  return { text: kept, truncated: { sentChars: [...kept].length, totalChars: chars.length } };
}
