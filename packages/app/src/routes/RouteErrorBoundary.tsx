import { Component, type ReactNode } from 'react';

import { LazyRouteErrorPage } from './lazyPages';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * The error boundary of every route: a screen whose chunk fails to load or that throws while
 * rendering shows the error page, not a blank page (React reports the error to the console). Keyed
 * by path where it is used, so moving to another page starts afresh.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    if (this.state.error !== null) return <LazyRouteErrorPage error={this.state.error} />;
    return this.props.children;
  }
}
