// Documents start from the per-target defaults of Settings, as Translate does when its target changes: a new
// target with its own defaults (rules/targetDefaults.ts: its own code, then its base language) brings its formality,
// its glossaries in priority order, its memory and least match, and its client profile. What the user changed by
// hand for the batch being prepared stays: the defaults fill only the choices left alone since the last batch went.
import type { StartingChoices } from '../../../shared/rules/targetDefaults';
import type { DocumentOptions } from './batchOptions';

/** A choice the target's defaults can set. */
export type BatchChoice = 'formality' | 'glossaries' | 'memory' | 'profile';

/** The choices an options change makes by hand. */
export function choicesIn(change: Partial<DocumentOptions>): BatchChoice[] {
  const made: BatchChoice[] = [];
  if (change.formality !== undefined) made.push('formality');
  if (change.glossaryId !== undefined || change.moreGlossaryIds !== undefined) made.push('glossaries');
  if (change.memoryId !== undefined || change.memoryThreshold !== undefined) made.push('memory');
  return made;
}

export interface TargetStart {
  /** The options with the target's formality and memory (glossaries follow once the pair's are known). */
  options: DocumentOptions;
  /** The target's glossaries in priority order, to keep those the pair offers; undefined: left as they are. */
  glossaryIds?: string[];
  /** The target's client profile (null: none); undefined: left as it is. */
  profileId?: string | null;
}

/** What a batch into a new target starts with: `start` where the user has not changed the choice by hand. */
export function startFromTarget(
  options: DocumentOptions,
  start: StartingChoices,
  changed: ReadonlySet<BatchChoice>,
): TargetStart {
  // A target without its own defaults leaves the choices as they are.
  if (start.from === null) return { options };
  const next = { ...options };
  if (!changed.has('formality')) next.formality = start.formality;
  if (!changed.has('memory')) {
    next.memoryId = start.memoryId;
    next.memoryThreshold = start.memoryThreshold;
  }
  const result: TargetStart = { options: next };
  if (!changed.has('glossaries')) {
    result.glossaryIds = start.glossaryIds;
    next.glossaryId = null;
    next.moreGlossaryIds = [];
  }
  if (!changed.has('profile')) result.profileId = start.styleProfileId;
  return result;
}

/** The target's glossaries that the pair offers, in their order: the first and those after it. */
export function glossariesOffered(
  glossaryIds: readonly string[],
  offered: readonly { id: string }[],
): Pick<DocumentOptions, 'glossaryId' | 'moreGlossaryIds'> {
  const [first = null, ...more] = glossaryIds.filter((id) => offered.some((g) => g.id === id));
  return { glossaryId: first, moreGlossaryIds: more };
}
