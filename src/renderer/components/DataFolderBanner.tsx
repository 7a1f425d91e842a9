// What main found wrong with the data folder at start (a settings file that is a folder, one from a newer
// version, a read-only folder, a proxy address written by hand): each problem in a sentence with its next step,
// from `app:getInfo.dataFolderProblems`. The app runs meanwhile (defaults, read-only); the user may hide it.
import { useState } from 'react';
import { useAppearance } from '../features/settings/appearanceStore';
import './notices.css';
import { FormattedMessage } from 'react-intl';

export function DataFolderBanner() {
  // The list itself is selected (a fresh [] on every read would never settle).
  const problems = useAppearance((s) => s.info?.dataFolderProblems);
  const [hidden, setHidden] = useState(false);
  if (!problems || problems.length === 0 || hidden) return null;
  return (
    <div className="notice notice-warn data-folder-banner" role="alert" data-testid="data-folder-banner">
      <strong>
        <FormattedMessage id="dataFolder.heading" />
      </strong>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={() => setHidden(true)}>
        <FormattedMessage id="dataFolder.hide" />
      </button>
    </div>
  );
}
