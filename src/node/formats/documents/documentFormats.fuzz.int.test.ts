// Fuzzing the simulator's document formats with the full count of random inputs (the unit project runs a
// twentieth of them in documentFormats.fuzz.test.ts); the cases are in testing/documentFormatsFuzz.ts.
import { fuzzDocumentFormats } from './testing/documentFormatsFuzz';

fuzzDocumentFormats(1);
