// Error boundaries at app and panel level: one broken panel shows its own error and a way to
// retry, and the rest of the page stays. Error reports never include settings or keys.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface BoundaryProps {
  children: ReactNode;
  /** What broke, in words: "The artifact viewer". */
  label: string;
  /** Changing this clears the error (a new route, a new artifact). */
  resetKey?: unknown;
  fullPage?: boolean;
  /** Offer a page reload too: a screen whose code failed to download will not load by retrying. */
  reloadable?: boolean;
}

interface BoundaryState {
  error: Error | undefined;
  resetKey: unknown;
}

export class PanelErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: undefined, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.label} failed:`, error.message, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div
        role="alert"
        className={`rounded-lg border border-rose-300 bg-rose-50 p-4 text-sm text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100 ${this.props.fullPage ? 'm-8' : ''}`}
      >
        <p className="font-semibold">{this.props.label} could not be shown.</p>
        <p className="mt-1 break-words">{error.message}</p>
        <button
          type="button"
          className="mt-3 rounded-md border border-rose-400 px-3 py-1 font-medium hover:bg-rose-100 dark:hover:bg-rose-900"
          onClick={() => this.setState({ error: undefined })}
        >
          Try again
        </button>
        {this.props.reloadable ? (
          <button
            type="button"
            className="ml-2 mt-3 rounded-md border border-rose-400 px-3 py-1 font-medium hover:bg-rose-100 dark:hover:bg-rose-900"
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
        ) : null}
      </div>
    );
  }
}

export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <PanelErrorBoundary label="Agent Console" fullPage>
      {children}
    </PanelErrorBoundary>
  );
}
