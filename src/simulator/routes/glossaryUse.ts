// Using a glossary inside another product (text, documents, and later voice): find it in the caller's
// account, insist it is ready, and pick the dictionary that serves the request's pair.
import { badRequest, notFound } from '../http/serviceError';
import { coversVariant } from '../../shared/rules/languages';
import type { SimulatorStore, AccountId, StoredGlossary } from '../state/simulatorStore';
import { isReady } from './glossaries';

/** The glossary a request names; 404 when the account has none with that id, 400 while it is not ready. */
export function glossaryForUse(store: SimulatorStore, account: AccountId, glossaryId: string): StoredGlossary {
  const glossary = store.glossaries.get(glossaryId);
  if (!glossary || glossary.account !== account) {
    throw notFound('Glossary not found.', 'Check the glossary_id; glossaries are kept per data center.');
  }
  if (!isReady(glossary))
    throw badRequest('The glossary is not ready yet.', 'Wait until its ready flag is true, then try again.');
  return glossary;
}

/** The entries of the dictionary serving source -> target (a base-language dictionary serves its variants). */
export function entriesForPair(glossary: StoredGlossary, sourceLang: string, targetLang: string): [string, string][] {
  return (
    glossary.dictionaries.find(
      (d) => coversVariant(d.source_lang, sourceLang) && coversVariant(d.target_lang, targetLang),
    )?.entries ?? []
  );
}
