// The default output folder in Settings, checked as it is typed (after a pause) rather than when a drop
// fails: a folder that does not exist is said so at once, with the offer to create it.
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OutputFolderStatus } from '../../../shared/calls/documents';
import type { ErrorData } from '../../../shared/errors';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { useSay } from '../../i18n/uiMessages';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';

const STATE_MESSAGES: Record<OutputFolderStatus['state'], MessageId> = {
  ready: 'settings.outputFolder.ready',
  missing: 'settings.outputFolder.missing',
  notFolder: 'settings.outputFolder.notFolder',
  notWritable: 'settings.outputFolder.notWritable',
  notAbsolute: 'settings.outputFolder.notAbsolute',
};

const CHECK_PAUSE_MS = 400;

export function OutputFolderField(props: { value: string | null; onChange(value: string | null): void }) {
  const id = useId();
  const [status, setStatus] = useState<OutputFolderStatus | null>(null);
  const [problem, setProblem] = useState<ErrorData | null>(null);
  const { formatMessage } = useIntl();
  const { sayError } = useSay();
  const path = props.value?.trim() ?? '';

  useEffect(() => {
    if (path === '') return;
    let current = true;
    const timer = setTimeout(() => {
      unwrap(glossa.documents.checkOutputFolder({ path })).then(
        (checked) => current && (setStatus(checked), setProblem(null)),
        (error: unknown) => current && setProblem(errorDataOf(error)),
      );
    }, CHECK_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [path]);

  const create = async () => {
    try {
      setStatus(await unwrap(glossa.documents.createOutputFolder({ path })));
    } catch (error) {
      setProblem(errorDataOf(error));
    }
  };
  const shown = path === '' ? null : status;
  const bad = shown !== null && shown.state !== 'ready';
  return (
    <div className="output-folder-field">
      <label htmlFor={id}>
        <FormattedMessage id="settings.outputFolder.label" />
      </label>
      <input
        id={id}
        type="text"
        value={props.value ?? ''}
        placeholder={formatMessage({ id: 'settings.outputFolder.askEachTime' })}
        aria-invalid={bad || undefined}
        aria-describedby={`${id}-status`}
        onChange={(e) => {
          setStatus(null);
          props.onChange(e.target.value.trim() === '' ? null : e.target.value);
        }}
      />
      <p id={`${id}-status`} className="output-folder-status" role="status" data-testid="output-folder-status">
        {problem ? sayError(problem).message : shown && formatMessage({ id: STATE_MESSAGES[shown.state] })}
        {shown?.state === 'missing' && (
          <button type="button" onClick={() => void create()}>
            <FormattedMessage id="settings.outputFolder.create" />
          </button>
        )}
      </p>
    </div>
  );
}
