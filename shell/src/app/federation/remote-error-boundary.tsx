import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

type Props = { remoteLabel: string; onRetry: () => void; children: ReactNode };
type State = { error: Error | null };

/** Catches a remote page that fails to load or throws while rendering, so the rest of the site keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.remoteLabel} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <RemoteFallback remoteLabel={this.props.remoteLabel} error={this.state.error} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
