// How large a draft may be (contract area `drafts`), without zod: the window checks a glossary draft against
// these before sending it, and the contract's schemas (calls/drafts.ts) enforce them in main.

/**
 * The characters all the strings of one draft may hold together. A draft is written on every pause in typing,
 * so it stays small enough to write in a few milliseconds; what is larger is not kept (the window says so).
 */
export const MAX_DRAFT_CHARS = 4_000_000;
/** Entries of a glossary draft (changed, deleted or added): a draft, not a second copy of the dictionary. */
export const MAX_DRAFT_ENTRIES = 50_000;
