// Unknown words in scripts without an alphabet to map to (Chinese, Korean, Thai, Devanagari): a few characters
// of the script, picked by the word's hash.
import { stableHash } from './romanize';

// Characters with distinct traditional forms, so zh-Hant visibly differs from zh-Hans.
export const HAN_POOL = '华为东发达银电语说话书记时间长门问题车开关网络数据报务业实现经济产条设计应该纪录';
export const HANGUL_POOL = '가나다라마바사아자차카타파하고노도로모보소오조초코토포호기니디리미비시이지치키티피히';
export const THAI_POOL = 'กขคงจฉชซดตถทนบปผพฟมยรลวสหอฮะาำเแโใไ';
export const DEVANAGARI_POOL = 'कखगघचछजझटठडढणतथदधनपफबभमयरलवशसह';

export function fromPool(latin: string, pool: string, minChars: number): string {
  const count = Math.max(minChars, Math.min(4, Math.ceil(latin.length / 3)));
  const chars = [...pool];
  let out = '';
  let hash = stableHash(latin);
  for (let index = 0; index < count; index++) {
    out += chars[hash % chars.length];
    hash = stableHash(`${hash}:${latin}`);
  }
  return out;
}
