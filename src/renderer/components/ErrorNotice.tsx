// A typed error from main as a person reads it: what happened, what to do next, and each field's problem, in
// the user's language (the error's message ids; an error raised with English sentences only shows those).
import type { ErrorData } from '../../shared/errors';
import { useSay } from '../i18n/uiMessages';
import { KeySettingsLink } from './KeySettingsLink';
import './notices.css';

export function ErrorNotice(props: { error: ErrorData; title?: string }) {
  const { error } = props;
  const words = useSay().sayError(error);
  return (
    <div role="alert" className="notice notice-error error-notice">
      <p>
        {props.title && <strong>{props.title} </strong>}
        <span>{words.message}</span>
      </p>
      {words.fields.length > 0 && (
        <ul>
          {words.fields.slice(0, 5).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {words.nextStep && <p className="muted">{words.nextStep}</p>}
      <KeySettingsLink error={error} />
    </div>
  );
}
