// Why an XLIFF file cannot be converted, in one sentence with what to do. Callers turn it into their own typed
// error (main: a job error; the simulator: a DocumentFormatError).
import { XmlSyntaxError } from '../xml/xmlEvents';

export type XliffProblem = 'notWellFormed' | 'notXliff' | 'unsupportedVersion' | 'nothingToTranslate' | 'encoding';

export class XliffFormatError extends Error {
  constructor(
    readonly problem: XliffProblem,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  static notWellFormed(fileName: string, error: XmlSyntaxError): XliffFormatError {
    return new XliffFormatError(
      'notWellFormed',
      `"${fileName}" is not well-formed XML (${error.message}), so it cannot be translated; export it again from your translation tool and add it again.`,
      { cause: error },
    );
  }
}
