// Style rules (Pro only): a paged list of style rule lists beside the chosen list in detail.
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { proOnlyReason } from '../../../shared/rules/plans';
import { ConnectionLoading } from '../../components/ConnectionLoading';
import { ErrorNotice } from '../../components/ErrorNotice';
import { ProOnlyNotice } from '../../components/ProOnlyNotice';
import { useActiveConnection } from '../../components/activeConnection';
import { StyleRuleDetail } from './StyleRuleDetail';
import { StyleRuleListPanel } from './StyleRuleListPanel';
import { useStyleRules } from './styleRulesStore';
import './styleRules.css';

export function StyleRulesView() {
  const connection = useActiveConnection();
  return (
    <div className="page style-rules-page">
      <header className="page-header">
        <h1>
          <FormattedMessage id="styleRules.title" />
        </h1>
      </header>
      {connection === null ? (
        <ConnectionLoading />
      ) : proOnlyReason('style_rules', connection.plan) !== undefined ? (
        <ProOnlyNotice feature="style_rules" accountName={connection.name} />
      ) : (
        <StyleRulesWorkspace />
      )}
    </div>
  );
}

function StyleRulesWorkspace() {
  const { listError, selected, detailError, loadPage } = useStyleRules();
  const { formatMessage } = useIntl();
  // Each visit reads the current page again: lists may have been made or changed elsewhere meanwhile.
  useEffect(() => {
    void loadPage();
  }, [loadPage]);
  return (
    <>
      <p className="muted style-rules-intro">
        <FormattedMessage id="styleRules.intro" />
      </p>
      {listError && <ErrorNotice error={listError} title={formatMessage({ id: 'styleRules.error.lists' })} />}
      <div className="style-rules-grid">
        <StyleRuleListPanel />
        {detailError ? (
          <ErrorNotice error={detailError} title={formatMessage({ id: 'styleRules.error.open' })} />
        ) : selected ? (
          <StyleRuleDetail key={selected.styleId} list={selected} />
        ) : (
          <section className="card style-rule-empty">
            <p className="muted">
              <FormattedMessage id="styleRules.empty" />
            </p>
          </section>
        )}
      </div>
    </>
  );
}
