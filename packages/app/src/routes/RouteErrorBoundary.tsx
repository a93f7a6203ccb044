import type { Locale } from '@pp/ui';
import { Component, type ReactNode } from 'react';

import { FailurePage } from './failure';

interface Props {
  children: ReactNode;
  /** The failure page's language: Thai on the player's pages, else the settings' locale. */
  locale?: Locale;
}

interface State {
  error: unknown;
}

/**
 * An error boundary: a screen whose chunk fails to load or that throws while rendering shows the
 * failure page, not a blank page (React reports the error to the console). Around the whole app,
 * the protected layout and every route; keyed by path where it is used, so moving to another page
 * starts afresh. The failure page is in the entry, so it shows even when nothing more can load.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    if (this.state.error !== null) return <FailurePage error={this.state.error} locale={this.props.locale} />;
    return this.props.children;
  }
}
