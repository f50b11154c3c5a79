// Renders one widget definition the way the renderer would (themed, with emit/busy/value/setValue),
// without a page runtime, so widget tests stay about the widget.
import { useLocalBinding } from '../../stories/support/useLocalBinding';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@emotion/react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { afterEach, vi, type Mock } from 'vitest';
import type { AnyWidget, NodeAttributes } from '../../renderer/public';
import { themeFromEnv } from '../../renderer/host';

export const testTheme = themeFromEnv({ background: '#1f5fd6', accent: '#c2410c', font: '#ffffff' });

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

export interface RenderWidgetOptions {
  busy?: boolean;
  /** Give the widget a binding: `value` starts here and setValue changes it. */
  bound?: boolean;
  value?: unknown;
  children?: ReactNode;
  /** What the renderer hands a node's widget for its outermost element (its id as data-testid). */
  nodeAttributes?: NodeAttributes;
}

export interface RenderedWidget extends RenderResult {
  emit: Mock<(event: string, payload?: unknown) => void>;
  setValue: Mock<(value: unknown) => void>;
  /** Re-render with other props or busy state, keeping the bound value. */
  update(next: { props?: object; busy?: boolean }): void;
}

interface HarnessProps {
  definition: AnyWidget;
  props: object;
  options: RenderWidgetOptions;
  emit: RenderedWidget['emit'];
  setValue: RenderedWidget['setValue'];
}

function Harness({ definition, props, options, emit, setValue }: HarnessProps) {
  const binding = useLocalBinding(options.value, setValue, Boolean(options.bound || 'value' in options));
  const Component = definition.component;
  return (
    <ThemeProvider theme={testTheme}>
      <Component
        props={props}
        emit={emit}
        busy={options.busy ?? false}
        nodeAttributes={options.nodeAttributes}
        {...binding}
      >
        {options.children}
      </Component>
    </ThemeProvider>
  );
}

export function renderWidget(definition: AnyWidget, props: object, options: RenderWidgetOptions = {}): RenderedWidget {
  const emit: RenderedWidget['emit'] = vi.fn();
  const setValue: RenderedWidget['setValue'] = vi.fn();
  let current = { props, options };
  const ui = () => (
    <Harness definition={definition} props={current.props} options={current.options} emit={emit} setValue={setValue} />
  );
  const result = render(ui());
  return {
    ...result,
    emit,
    setValue,
    update(next) {
      current = {
        props: next.props ?? current.props,
        options: { ...current.options, ...('busy' in next ? { busy: next.busy } : {}) },
      };
      result.rerender(ui());
    },
  };
}
