// The simulator's document handling, for the document routes.
export {
  translateDocument,
  sampleDocumentText,
  extensionOf,
  DOCUMENT_CONTENT_TYPES,
  type DocumentInput,
  type TranslatedDocument,
} from './translateDocument';
export { DocumentFormatError, type DocumentFormatProblem } from './documentFormatError';
