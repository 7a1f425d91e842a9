// The Languages section: what each part of the service offers in each language, as the service reports it
// (GET /v3/languages/resources, in the spec /v3/languages/products, with each resource's GET /v3/languages).
// A pair chosen here shows which features it takes and, for each one it lacks, which language lacks it.
import { useEffect, useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product } from '../../../shared/api/wireValues';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { pairFeatures } from '../../../shared/rules/languageResources';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LanguageSelect } from '../../components/LanguageSelect';
import { useFormats } from '../../i18n/useFormats';
import { type ResourceView, useLanguages } from './languagesStore';
import './languages.css';

/** The catalogue's name of a feature the service reports; an unknown one is shown by its wire name. */
const FEATURE_NAMES: Record<string, MessageId> = {
  auto_detection: 'languages.feature.auto_detection',
  custom_instructions: 'languages.feature.custom_instructions',
  formality: 'languages.feature.formality',
  glossary: 'languages.feature.glossary',
  spoken_terms: 'languages.feature.spoken_terms',
  style_rules: 'languages.feature.style_rules',
  tag_handling: 'languages.feature.tag_handling',
  tone: 'languages.feature.tone',
  transcription: 'languages.feature.transcription',
  transcription_external: 'languages.feature.transcription_external',
  translated_speech: 'languages.feature.translated_speech',
  translated_speech_external: 'languages.feature.translated_speech_external',
  translation_memory: 'languages.feature.translation_memory',
  writing_style: 'languages.feature.writing_style',
};
const RESOURCE_NAMES: Record<Product, MessageId> = {
  translate_text: 'languages.resource.translate_text',
  translate_document: 'languages.resource.translate_document',
  glossary: 'languages.resource.glossary',
  voice: 'languages.resource.voice',
  write: 'languages.resource.write',
  style_rules: 'languages.resource.style_rules',
};

function useFeatureName() {
  const { formatMessage } = useIntl();
  return (name: string) => (FEATURE_NAMES[name] ? formatMessage({ id: FEATURE_NAMES[name] }) : name);
}

export function LanguagesView() {
  const { resources, resourcesError, resource, load, choose } = useLanguages();
  const { formatMessage } = useIntl();
  const resourceId = useId();
  // Each visit asks again: the service adds languages and features without notice.
  useEffect(() => {
    void load();
  }, [load]);
  const shown = resources?.find((r) => r.name === resource);
  return (
    <div className="page languages-page">
      <header className="page-header">
        <h1>
          <FormattedMessage id="languages.title" />
        </h1>
      </header>
      <p className="muted languages-intro">
        <FormattedMessage id="languages.intro" />
      </p>
      {resourcesError && (
        <ErrorNotice error={resourcesError} title={formatMessage({ id: 'languages.error.resources' })} />
      )}
      {resources === null && !resourcesError && (
        <p className="muted">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {resources && (
        <label htmlFor={resourceId} className="languages-resource">
          <FormattedMessage id="languages.resource" />
          <select id={resourceId} value={resource} onChange={(e) => void choose(e.target.value as Product)}>
            {resources.map((r) => (
              <option key={r.name} value={r.name}>
                {formatMessage({ id: RESOURCE_NAMES[r.name as Product] })}
              </option>
            ))}
          </select>
        </label>
      )}
      {shown && (
        <div className="languages-grid">
          <PairCheck resource={shown} />
          <LanguageTable resource={shown} />
        </div>
      )}
    </div>
  );
}

function PairCheck({ resource }: { resource: ResourceView }) {
  const { list, source, target, setPair } = useLanguages();
  const { formatMessage } = useIntl();
  const formats = useFormats();
  const featureName = useFeatureName();
  const headingId = useId();
  const product = resource.name as Product;
  const checked = useMemo(
    () => (list && source && target ? pairFeatures(resource.features, list.languages, source, target) : null),
    [list, resource, source, target],
  );
  const name = (code: string) => formats.languageName(code, { standalone: true });
  return (
    <section className="languages-pair" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="languages.pair.heading" />
      </h2>
      <div className="field-row">
        <LanguageSelect
          label={formatMessage({ id: 'languages.pair.source' })}
          product={product}
          side="source"
          value={source}
          onChange={(value) => setPair({ source: value })}
        />
        <LanguageSelect
          label={formatMessage({ id: 'languages.pair.target' })}
          product={product}
          side="target"
          value={target}
          onChange={(value) => setPair({ target: value })}
        />
      </div>
      {resource.features.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="languages.pair.noFeatures" />
        </p>
      ) : !checked || !source || !target ? (
        <p className="muted">
          <FormattedMessage id="languages.pair.choose" />
        </p>
      ) : (
        <ul className="languages-pair-features" aria-label={formatMessage({ id: 'languages.pair.listLabel' })}>
          {checked.map((feature) => (
            <li key={feature.name} className={feature.available ? 'available' : 'missing'}>
              <span aria-hidden="true">{feature.available ? '✓' : '✗'}</span>{' '}
              {feature.available ? (
                <FormattedMessage id="languages.pair.available" values={{ feature: featureName(feature.name) }} />
              ) : feature.missing.length === 2 ? (
                <FormattedMessage id="languages.pair.missingBoth" values={{ feature: featureName(feature.name) }} />
              ) : (
                <FormattedMessage
                  id={feature.missing[0] === 'source' ? 'languages.pair.missingSource' : 'languages.pair.missingTarget'}
                  values={{
                    feature: featureName(feature.name),
                    language: name(feature.missing[0] === 'source' ? source : target),
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LanguageTable({ resource }: { resource: ResourceView }) {
  const { list, listError } = useLanguages();
  const { formatMessage } = useIntl();
  const formats = useFormats();
  const featureName = useFeatureName();
  const headingId = useId();
  const rows = useMemo(
    () =>
      (list?.languages ?? [])
        .map((language) => ({ language, name: formats.languageName(language.lang, { standalone: true }) }))
        .sort((a, b) => formats.compareNames(a.name, b.name)),
    [list, formats],
  );
  const yes = formatMessage({ id: 'languages.table.yes' });
  const no = formatMessage({ id: 'languages.table.no' });
  const mark = (on: boolean) => <span aria-label={on ? yes : no}>{on ? '✓' : '–'}</span>;
  const side = (feature: ResourceView['features'][number]): MessageId | undefined =>
    feature.needsSource && feature.needsTarget
      ? 'languages.table.needsBoth'
      : feature.needsSource
        ? 'languages.table.needsSource'
        : feature.needsTarget
          ? 'languages.table.needsTarget'
          : undefined;
  return (
    <section className="languages-table-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage
          id="languages.table.heading"
          values={{ resource: formatMessage({ id: RESOURCE_NAMES[resource.name as Product] }), count: rows.length }}
        />
      </h2>
      {listError && <ErrorNotice error={listError} title={formatMessage({ id: 'languages.error.list' })} />}
      {list?.stale && (
        <p className="muted">
          <FormattedMessage id="languageSelect.offline" />
        </p>
      )}
      {list && (
        <p className="muted languages-legend">
          <FormattedMessage id="languages.table.legend" />
        </p>
      )}
      {list && (
        <div className="languages-table-scroll">
          <table className="languages-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="languages.table.language" />
                </th>
                <th scope="col">
                  <FormattedMessage id="languages.table.source" />
                </th>
                <th scope="col">
                  <FormattedMessage id="languages.table.target" />
                </th>
                {resource.features.map((feature) => {
                  const needs = side(feature);
                  return (
                    <th scope="col" key={feature.name}>
                      {featureName(feature.name)}
                      {needs && (
                        <span className="muted languages-needs">
                          <FormattedMessage id={needs} />
                        </span>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ language, name }) => (
                <tr key={language.lang}>
                  <th scope="row" data-language-name>
                    {name} <span className="muted languages-code">{language.lang}</span>
                  </th>
                  <td>{mark(language.usable_as_source)}</td>
                  <td>{mark(language.usable_as_target)}</td>
                  {resource.features.map((feature) => (
                    <td key={feature.name}>{mark(language.features.includes(feature.name))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
