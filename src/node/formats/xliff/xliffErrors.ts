// Why an XLIFF file cannot be converted, in one sentence with what to do: a catalogue message (`says`, which
// main's window words in the user's language) and its English (`message`, which the simulator answers with).
// Callers turn it into their own typed error (main: a job error; the simulator: a DocumentFormatError).
import type { UiMessage } from '../../../shared/i18n/catalogue';
import { englishText } from '../../../shared/i18n/english';
import { XmlSyntaxError } from '../xml/xmlEvents';

export type XliffProblem = 'notWellFormed' | 'notXliff' | 'unsupportedVersion' | 'nothingToTranslate' | 'encoding';

export class XliffFormatError extends Error {
  constructor(
    readonly problem: XliffProblem,
    readonly says: UiMessage,
    options?: { cause?: unknown },
  ) {
    super(englishText(says), options);
  }

  /** The parser's own reason stays in `cause` (English, for the log); the sentence names the line and column. */
  static notWellFormed(fileName: string, error: XmlSyntaxError): XliffFormatError {
    return new XliffFormatError(
      'notWellFormed',
      { id: 'documents.xliff.notWellFormed', values: { name: fileName, line: error.line, column: error.column } },
      { cause: error },
    );
  }
}
