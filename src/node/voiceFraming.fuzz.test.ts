// Fuzzing the voice frames, a tenth of the cases: quick enough for every run of the unit tests. The full
// count runs in voiceFraming.fuzz.int.test.ts; the cases are in testing/voiceFramingFuzz.ts.
import { fuzzVoiceFrames } from './testing/voiceFramingFuzz';

fuzzVoiceFrames(0.1);
