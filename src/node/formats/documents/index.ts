// The simulator's document handling, for the document routes.
export { translateDocument, sampleDocumentText, type TranslatedDocument } from './translateDocument';
