// Fuzzing the voice frames with the full count of random inputs (the unit project runs a tenth of them in
// voiceFraming.fuzz.test.ts); the cases are in testing/voiceFramingFuzz.ts.
import { fuzzVoiceFrames } from './testing/voiceFramingFuzz';

fuzzVoiceFrames(1);
