// A cell a spreadsheet would run as a formula: one that starts with =, +, -, @, a tab or a carriage return
// (OWASP's CSV injection list). One rule for every CSV Glossa writes for spreadsheets (history, glossaries):
// such a cell gets a leading apostrophe, which the spreadsheet shows as plain text. Pure.

export const FORMULA_LEAD = /^[=+\-@\t\r]/;

export const defuseFormula = (cell: string): string => (FORMULA_LEAD.test(cell) ? `'${cell}` : cell);
