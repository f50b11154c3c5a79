import { Component, type ReactNode } from 'react';

interface Props {
  type: string;
  report(problem: string): void;
  children: ReactNode;
}

/** One broken widget must not blank the whole screen: it is left out and reported. */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.report(`widget ${this.props.type} failed to render: ${String(error)}`);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
