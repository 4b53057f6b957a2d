import { Component, type ErrorInfo, type ReactNode } from 'react';

interface TProps {
  /** Called before the boundary renders its children again (reset the failed queries). */
  onReset(): void;
  fallback(error: unknown, retry: () => void): ReactNode;
  children: ReactNode;
}

/** One widget's error boundary: its failure (a failed query or a rendering error) stays inside it. */
export class WidgetErrorBoundary extends Component<TProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Failed API calls are expected (the widget offers a retry); anything else is a bug worth logging.
    if (!(error instanceof Error && error.name === 'ApiError')) console.error(error, info.componentStack);
  }

  retry = (): void => {
    this.props.onReset();
    this.setState({ failed: false, error: undefined });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
