// Any word as lower-case a-z letters, the common ground every target's transformation starts from, and the
// stable hash that picks a target's characters: the same word always becomes the same output.
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
};
const GREEK_TO_LATIN: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};
const SYLLABLES = ['ka', 'ri', 'to', 'me', 'su', 'no', 'ha', 'ki', 'ro', 'na', 'mi', 'te', 'sa', 'lo', 've', 'da'];

/** FNV-1a: a small stable hash, so the same word always becomes the same output. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Any word as lower-case a-z letters: diacritics dropped, Cyrillic and Greek transliterated, other scripts as syllables. */
export function romanize(word: string): string {
  let out = '';
  for (const char of word.toLowerCase().normalize('NFD')) {
    const code = char.charCodeAt(0);
    if (code >= 0x61 && code <= 0x7a)
      out += char; // a-z
    else if (code < 0x80 && code !== 0x27)
      out += SYLLABLES[code % SYLLABLES.length]; // other ASCII, apostrophe aside
    else if (/\p{M}/u.test(char) || char === "'" || char === '’') continue;
    else if (char === 'ß') out += 'ss';
    else if (char === 'ł') out += 'l';
    else if (char === 'ø') out += 'o';
    else if (char === 'æ') out += 'ae';
    else if (CYRILLIC_TO_LATIN[char] !== undefined) out += CYRILLIC_TO_LATIN[char];
    else if (GREEK_TO_LATIN[char] !== undefined) out += GREEK_TO_LATIN[char];
    else out += SYLLABLES[(char.codePointAt(0) ?? 0) % SYLLABLES.length];
  }
  return out;
}
