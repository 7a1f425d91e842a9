// A typed error from main as a person reads it: what happened, what to do next, and each field's problem.
import type { ErrorData } from '../../shared/errors';
import { KeySettingsLink } from './KeySettingsLink';
import './notices.css';

export function ErrorNotice(props: { error: ErrorData; title?: string }) {
  const { error } = props;
  const fieldLines = (error.fields ?? []).map((f) => f.message).filter((m) => m !== error.message);
  return (
    <div role="alert" className="notice notice-error error-notice">
      <p>
        {props.title && <strong>{props.title} </strong>}
        <span>{error.message}</span>
      </p>
      {fieldLines.length > 0 && (
        <ul>
          {fieldLines.slice(0, 5).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {error.nextStep && <p className="muted">{error.nextStep}</p>}
      <KeySettingsLink error={error} />
    </div>
  );
}
