// Counts the engine's steps (spans, tokens, positions scanned, characters transformed), so a test can check
// that the work grows in proportion to the text without timing anything. Production code passes none.

export interface WorkCounter {
  steps: number;
}

export function count(work: WorkCounter | undefined, steps: number): void {
  if (work) work.steps += steps;
}
