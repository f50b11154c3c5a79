import { Component, type ReactNode } from 'react';

interface Props {
  type: string;
  report(problem: string, thrown?: unknown): void;
  children: ReactNode;
}

/** One broken widget must not blank the whole screen: it is left out and reported. */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // The error goes along for its stack: the telemetry keeps its code positions, so the failure can be traced.
    this.props.report(`widget ${this.props.type} failed to render: ${String(error)}`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
