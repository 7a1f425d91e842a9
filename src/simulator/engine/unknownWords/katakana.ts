// Unknown words in Japanese: the romanized word sung as katakana syllables (with long vowels and a lone n).
const KATAKANA: Record<string, string> = {
  a: 'ア',
  i: 'イ',
  u: 'ウ',
  e: 'エ',
  o: 'オ',
  ka: 'カ',
  ki: 'キ',
  ku: 'ク',
  ke: 'ケ',
  ko: 'コ',
  ga: 'ガ',
  gi: 'ギ',
  gu: 'グ',
  ge: 'ゲ',
  go: 'ゴ',
  sa: 'サ',
  si: 'シ',
  su: 'ス',
  se: 'セ',
  so: 'ソ',
  za: 'ザ',
  zi: 'ジ',
  zu: 'ズ',
  ze: 'ゼ',
  zo: 'ゾ',
  ta: 'タ',
  ti: 'ティ',
  tu: 'トゥ',
  te: 'テ',
  to: 'ト',
  da: 'ダ',
  di: 'ディ',
  du: 'ドゥ',
  de: 'デ',
  do: 'ド',
  na: 'ナ',
  ni: 'ニ',
  nu: 'ヌ',
  ne: 'ネ',
  no: 'ノ',
  ha: 'ハ',
  hi: 'ヒ',
  hu: 'フ',
  he: 'ヘ',
  ho: 'ホ',
  ba: 'バ',
  bi: 'ビ',
  bu: 'ブ',
  be: 'ベ',
  bo: 'ボ',
  pa: 'パ',
  pi: 'ピ',
  pu: 'プ',
  pe: 'ペ',
  po: 'ポ',
  ma: 'マ',
  mi: 'ミ',
  mu: 'ム',
  me: 'メ',
  mo: 'モ',
  ya: 'ヤ',
  yu: 'ユ',
  yo: 'ヨ',
  ye: 'イェ',
  yi: 'イ',
  ra: 'ラ',
  ri: 'リ',
  ru: 'ル',
  re: 'レ',
  ro: 'ロ',
  wa: 'ワ',
  wi: 'ウィ',
  wu: 'ウ',
  we: 'ウェ',
  wo: 'ウォ',
  fa: 'ファ',
  fi: 'フィ',
  fu: 'フ',
  fe: 'フェ',
  fo: 'フォ',
  ja: 'ジャ',
  ji: 'ジ',
  ju: 'ジュ',
  je: 'ジェ',
  jo: 'ジョ',
  sha: 'シャ',
  shi: 'シ',
  shu: 'シュ',
  she: 'シェ',
  sho: 'ショ',
  cha: 'チャ',
  chi: 'チ',
  chu: 'チュ',
  che: 'チェ',
  cho: 'チョ',
};
const KATAKANA_CONSONANT_ALONE: Record<string, string> = { t: 'ト', d: 'ド', sh: 'シュ', ch: 'チ' };

// Sticky: they match exactly at lastIndex, so the word is never copied from each position on.
const KATAKANA_SYLLABLE = /(sh|ch|[bcdfghjkmnprstwyz])?([aeiou])/y;
const KATAKANA_CONSONANT = /sh|ch|[a-z]/y;

export function toKatakana(latin: string): string {
  const normalized = latin
    .replace(/ph/g, 'f')
    .replace(/th/g, 's')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c(?!h)/g, 'k')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/l/g, 'r')
    .replace(/v/g, 'b')
    .replace(/y(?![aeiou])/g, 'i');
  let out = '';
  let index = 0;
  while (index < normalized.length) {
    KATAKANA_SYLLABLE.lastIndex = index;
    const syllable = KATAKANA_SYLLABLE.exec(normalized);
    if (syllable) {
      out += KATAKANA[syllable[0]] ?? KATAKANA[syllable[2] as string] ?? '';
      index += syllable[0].length;
      if (normalized[index] === syllable[2] && 'eo'.includes(syllable[2] as string)) {
        out += 'ー';
        index += 1;
      }
      continue;
    }
    if (normalized.startsWith('n', index)) {
      out += 'ン';
      index += 1;
      continue;
    }
    KATAKANA_CONSONANT.lastIndex = index;
    const consonant = KATAKANA_CONSONANT.exec(normalized)?.[0] ?? (normalized[index] as string);
    out += KATAKANA_CONSONANT_ALONE[consonant] ?? KATAKANA[`${consonant}u`] ?? 'ウ';
    index += consonant.length;
  }
  return out;
}
