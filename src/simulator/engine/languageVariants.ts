// What makes a regional or script variant visibly different from its base language's output.

const SIMPLIFIED_TO_TRADITIONAL: Record<string, string> = {
  这: '這', 个: '個', 们: '們', 会: '會', 说: '說', 时: '時', 间: '間', 国: '國', 东: '東', 发: '發', 达: '達', 银: '銀', 电: '電', 语: '語',
  话: '話', 书: '書', 记: '記', 长: '長', 门: '門', 问: '問', 题: '題', 车: '車', 开: '開', 关: '關', 网: '網', 络: '絡', 数: '數', 据: '據',
  报: '報', 务: '務', 业: '業', 实: '實', 现: '現', 经: '經', 济: '濟', 产: '產', 条: '條', 设: '設', 计: '計', 应: '應', 该: '該', 纪: '紀',
  录: '錄', 华: '華', 为: '為', 谢: '謝', 见: '見', 欢: '歡', 对: '對', 请: '請', 于: '於', 从: '從', 进: '進', 么: '麼', 里: '裡', 总: '總',
  后: '後', 虽: '雖', 许: '許', 档: '檔', 页: '頁', 词: '詞', 译: '譯', 议: '議', 团: '團', 队: '隊', 价: '價', 单: '單', 项: '項', 邮: '郵',
  决: '決', 称: '稱', 号: '號', 码: '碼', 账: '賬', 户: '戶', 钥: '鑰', 庄: '莊', 钱: '錢', 职: '職', 办: '辦', 学: '學', 机: '機', 质: '質',
  协: '協', 签: '簽', 错: '錯', 误: '誤', 术: '術', 场: '場', 边: '邊', 结: '結', 头: '頭', 况: '況', 节: '節', 标: '標', 灯: '燈', 给: '給',
  获: '獲', 认: '認', 试: '試', 爱: '愛', 读: '讀', 写: '寫', 帮: '幫', 检: '檢', 审: '審', 阅: '閱', 买: '買', 卖: '賣', 习: '習', 坏: '壞',
  简: '簡', 难: '難', 旧: '舊', 轻: '輕', 乐: '樂', 终: '終', 满: '滿', 热: '熱', 准: '準', 备: '備', 亿: '億', 际: '際',
};

/** zh-Hant output: the simplified characters of the zh lexicon written in their traditional forms. */
export function toTraditionalChinese(text: string): string {
  let out = '';
  for (const char of text) out += SIMPLIFIED_TO_TRADITIONAL[char] ?? char;
  return out;
}

// British spellings; en-US turns them back into American ones.
const BRITISH_SPELLINGS: ReadonlyArray<readonly [american: string, british: string]> = [
  ['color', 'colour'], ['colors', 'colours'], ['favorite', 'favourite'], ['honor', 'honour'], ['labor', 'labour'],
  ['neighbor', 'neighbour'], ['behavior', 'behaviour'], ['center', 'centre'], ['centers', 'centres'], ['meter', 'metre'],
  ['theater', 'theatre'], ['organize', 'organise'], ['organized', 'organised'], ['organization', 'organisation'],
  ['realize', 'realise'], ['recognize', 'recognise'], ['analyze', 'analyse'], ['apologize', 'apologise'],
  ['license', 'licence'], ['defense', 'defence'], ['catalog', 'catalogue'], ['dialog', 'dialogue'],
  ['traveling', 'travelling'], ['canceled', 'cancelled'], ['program', 'programme'], ['check', 'cheque'],
  ['gray', 'grey'], ['mom', 'mum'], ['apartment', 'flat'], ['elevator', 'lift'], ['truck', 'lorry'],
  ['vacation', 'holiday'], ['soccer', 'football'],
];
const TO_BRITISH = new Map(BRITISH_SPELLINGS.filter(([american]) => american !== 'check' && american !== 'program'));
const TO_AMERICAN = new Map(BRITISH_SPELLINGS.map(([american, british]) => [british, american] as const));

/** The word in British (`en-GB`) or American (`en-US`, `en`) English, or undefined when it is the same. */
export function englishVariantOf(lowerCaseWord: string, variant: 'gb' | 'us'): string | undefined {
  return variant === 'gb' ? TO_BRITISH.get(lowerCaseWord) : TO_AMERICAN.get(lowerCaseWord);
}
