// The translation memories the simulator serves (GET /v3/translation_memories, Pro): the demo account has
// these (more come by importing TMX, routes/translationMemoryManagement.ts), with a few segments each, and a
// translation that names one gets its matches (engine/memoryMatch.ts).
import type { MemorySegment } from '../engine/memoryMatch';

export interface DemoMemory {
  translation_memory_id: string;
  name: string;
  source_language: string;
  target_languages: string[];
  segments: MemorySegment[];
  /** Set on memories imported from TMX (the demo's have none). */
  creation_time?: string;
  updated_time?: string;
}

export const DEMO_MEMORIES: readonly DemoMemory[] = [
  {
    translation_memory_id: 'a74d88fb-ed2a-4943-a664-a4512398b994',
    name: 'Legal',
    source_language: 'en',
    target_languages: ['de', 'fr'],
    segments: [
      {
        source: 'This agreement is governed by the laws of Germany.',
        targets: {
          de: 'Dieser Vertrag unterliegt dem Recht der Bundesrepublik Deutschland.',
          fr: 'Le présent contrat est régi par le droit allemand.',
        },
      },
      {
        source: 'Payment is due within 30 days of the invoice date.',
        targets: {
          de: 'Die Zahlung ist innerhalb von 30 Tagen nach Rechnungsdatum fällig.',
          fr: 'Le paiement est dû dans les 30 jours suivant la date de facturation.',
        },
      },
      {
        source: 'The parties agree to the following terms.',
        targets: {
          de: 'Die Parteien vereinbaren die folgenden Bedingungen.',
          fr: 'Les parties conviennent des conditions suivantes.',
        },
      },
    ],
  },
  {
    translation_memory_id: '855d36ab-6112-4ef5-8868-0d69bc4d826a',
    name: 'Medical terms',
    source_language: 'de',
    target_languages: ['en', 'fr'],
    segments: [
      {
        source: 'Der Patient klagt über Kopfschmerzen.',
        targets: { en: 'The patient complains of a headache.', fr: 'Le patient se plaint de maux de tête.' },
      },
      {
        source: 'Bitte nehmen Sie die Tabletten nach dem Essen ein.',
        targets: { en: 'Please take the tablets after meals.', fr: 'Veuillez prendre les comprimés après les repas.' },
      },
    ],
  },
];
