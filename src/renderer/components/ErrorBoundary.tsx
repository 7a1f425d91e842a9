import { Component, type ReactNode } from 'react';

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
        <strong>This view stopped working.</strong> Your data is safe in Glossa's main process.{' '}
        <button type="button" onClick={() => this.setState({ failed: false })}>
          Reload the view
        </button>
      </div>
    );
  }
}
