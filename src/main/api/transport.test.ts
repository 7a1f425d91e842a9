import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './fileDownload';

describe('the file name of a Content-Disposition', () => {
  it('prefers the UTF-8 form', () => {
    expect(dispositionFileName(`attachment; filename="x.docx"; filename*=UTF-8''%C3%9Cbersetzung%20Q3.docx`)).toBe(
      'Übersetzung Q3.docx',
    );
  });
  it('reads the plain quoted and unquoted forms', () => {
    expect(dispositionFileName('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(dispositionFileName('attachment; filename=report.pdf')).toBe('report.pdf');
  });
  it('has none without a name', () => {
    expect(dispositionFileName('attachment')).toBeUndefined();
    expect(dispositionFileName(undefined)).toBeUndefined();
  });
});
