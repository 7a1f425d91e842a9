import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** Keeps one broken view from blanking the whole window. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="notice notice-error">
        <strong>
          <FormattedMessage id="errorBoundary.stopped" />
        </strong>{' '}
        <FormattedMessage id="errorBoundary.safe" />{' '}
        <button type="button" onClick={() => this.setState({ failed: false })}>
          <FormattedMessage id="errorBoundary.reload" />
        </button>
      </div>
    );
  }
}
