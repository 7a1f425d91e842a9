// A document the simulator cannot rewrite. The message is shown to the user as the document's `error` status,
// so it says what is wrong with the file and what to do instead.

export type DocumentFormatProblem = 'unsupported' | 'damaged' | 'encoding' | 'noText' | 'conversion' | 'tooLarge';

export class DocumentFormatError extends Error {
  readonly problem: DocumentFormatProblem;

  constructor(problem: DocumentFormatProblem, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DocumentFormatError';
    this.problem = problem;
  }

  static damaged(fileName: string, what: string, cause?: unknown): DocumentFormatError {
    return new DocumentFormatError(
      'damaged',
      `"${fileName}" looks damaged: ${what}. Open it in the program that made it, save it again, and upload the new copy.`,
      { cause },
    );
  }
}
