// Fuzzing the simulator's document formats, a twentieth of the cases: quick enough for every run of the unit
// tests. The full count runs in documentFormats.fuzz.int.test.ts; the cases are in testing/documentFormatsFuzz.ts.
import { fuzzDocumentFormats } from './testing/documentFormatsFuzz';

fuzzDocumentFormats(0.05);
