// The service's stored resources: glossaries, style rule lists, style profiles and translation memories. Persisted when the simulator has a data
// folder (one JSON file per resource), so the demo keeps them between runs. Documents are short-lived and
// live in memory only (routes/documents.ts).
import type { ConfiguredRules, CustomInstruction } from '../../shared/api/styleRules';
import { PersistedCollection } from './persistedCollection';
import { DEMO_MEMORIES, type DemoMemory } from './translationMemories';

/** Glossaries and style rules belong to the account of the key that made them (Pro or Free). */
export type AccountId = 'pro' | 'free';

export interface StoredDictionary {
  /** Base language codes, lower case. */
  source_lang: string;
  target_lang: string;
  /** Entries in order: [source phrase, target phrase]. */
  entries: [string, string][];
}

export interface StoredGlossary {
  glossary_id: string;
  account: AccountId;
  name: string;
  creation_time: string;
  /** Epoch ms from which `ready` is true. */
  readyAt: number;
  dictionaries: StoredDictionary[];
  /**
   * 'v2' for a glossary made with POST /v2/glossaries and not changed through v3 since: the v2 list shows it and
   * v2 may delete it (the service: a glossary edited through v3 can no longer be deleted through v2).
   */
  created_with?: 'v2';
}

/** Whether a glossary can be used: its readiness delay after the last change of entries has passed. */
export const isReady = (glossary: StoredGlossary, now = Date.now()): boolean => now >= glossary.readyAt;

export interface StoredStyleRuleList {
  style_id: string;
  account: AccountId;
  name: string;
  language: string;
  creation_time: string;
  updated_time: string;
  version: number;
  configured_rules: ConfiguredRules;
  custom_instructions: CustomInstruction[];
}

/** A collection of spoken terms: one monolingual list per language (base code, lower case). */
export interface StoredSpokenTerms {
  spoken_terms_id: string;
  account: AccountId;
  name: string;
  creation_time: string;
  lists: Record<string, string[]>;
}

/** A style profile (public dialect): the IDs of the glossaries, style rule lists and memories it bundles. */
export interface StoredStyleProfile {
  style_profile_id: string;
  account: AccountId;
  name: string;
  description?: string;
  industry?: string;
  glossary_ids: string[];
  style_rule_ids: string[];
  translation_memory_ids: string[];
  glossary_priority_order_enabled: boolean;
  creation_time: string;
  updated_time: string;
}

export class SimulatorStore {
  readonly glossaries: PersistedCollection<StoredGlossary>;
  readonly styleRules: PersistedCollection<StoredStyleRuleList>;
  readonly spokenTerms: PersistedCollection<StoredSpokenTerms>;
  readonly styleProfiles: PersistedCollection<StoredStyleProfile>;
  /** The Pro account's translation memories (the demo's, in memory: nothing publishes how to make one). */
  readonly memories = new Map<string, DemoMemory>();

  constructor(dataDir: string | undefined) {
    this.glossaries = new PersistedCollection(dataDir && `${dataDir}/glossaries`);
    this.styleRules = new PersistedCollection(dataDir && `${dataDir}/style_rules`);
    this.spokenTerms = new PersistedCollection(dataDir && `${dataDir}/spoken_terms`);
    this.styleProfiles = new PersistedCollection(dataDir && `${dataDir}/style_profiles`);
    this.seedMemories();
  }

  private seedMemories(): void {
    this.memories.clear();
    for (const memory of DEMO_MEMORIES) this.memories.set(memory.translation_memory_id, memory);
  }

  async load(): Promise<void> {
    await this.glossaries.load(
      (v): v is StoredGlossary =>
        typeof (v as StoredGlossary)?.glossary_id === 'string' && Array.isArray((v as StoredGlossary).dictionaries),
    );
    await this.styleRules.load(
      (v): v is StoredStyleRuleList => typeof (v as StoredStyleRuleList)?.style_id === 'string',
    );
    await this.spokenTerms.load(
      (v): v is StoredSpokenTerms =>
        typeof (v as StoredSpokenTerms)?.spoken_terms_id === 'string' &&
        typeof (v as StoredSpokenTerms).lists === 'object',
    );
    await this.styleProfiles.load(
      (v): v is StoredStyleProfile =>
        typeof (v as StoredStyleProfile)?.style_profile_id === 'string' &&
        Array.isArray((v as StoredStyleProfile).glossary_ids) &&
        Array.isArray((v as StoredStyleProfile).style_rule_ids) &&
        Array.isArray((v as StoredStyleProfile).translation_memory_ids),
    );
  }

  reset(): void {
    this.glossaries.clear();
    this.styleRules.clear();
    this.spokenTerms.clear();
    this.styleProfiles.clear();
    this.seedMemories();
  }

  async flush(): Promise<void> {
    await Promise.all([
      this.glossaries.flush(),
      this.styleRules.flush(),
      this.spokenTerms.flush(),
      this.styleProfiles.flush(),
    ]);
  }
}
