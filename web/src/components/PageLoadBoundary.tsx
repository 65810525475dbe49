import { Component, type ReactNode } from 'react';
import { retryFailedPages } from '../lib/lazy-page';
import { LoadError } from './LoadError';

interface PageLoadBoundaryProps {
  children: ReactNode;
}

/**
 * Catches a page that could not be shown, most often because its code did not download on a
 * patchy connection, and says so in the page's place (the spec's 'Check your internet connection
 * and try again!') with a Try again that downloads it afresh; the header, footer and tab bar stay.
 * Keyed by path where it is used, so moving to another page (Back included) starts clean.
 */
export class PageLoadBoundary extends Component<PageLoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidMount(): void {
    // A page that failed before and is opened again (Back, a link) gets a fresh download.
    retryFailedPages();
  }

  private readonly retry = () => {
    retryFailedPages();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <div className="container section page-pending">
          <LoadError onRetry={this.retry} />
        </div>
      );
    }
    return this.props.children;
  }
}
