// Renders a widget definition from story args, the way the renderer would: props from the controls,
// `emit` and `setValue` logged in the Actions panel (pass `fn()`), a bound value held locally.
import { useLocalBinding } from '../support/useLocalBinding';
import type { ReactNode } from 'react';
import type { ArgTypes } from '@storybook/react-vite';
import type { WidgetDefinition } from '../../renderer/public';
import { argTypesFromSchema } from './schemaArgTypes';

export interface WidgetStoryControls {
  /** Receives every event the widget emits; give it `fn()` so calls are logged and testable. */
  emit: (event: string, payload?: unknown) => void;
  /** Simulates a running action chain started by this widget. */
  busy?: boolean;
  /** Bound widgets only: give it `fn()`; `boundValue` is the starting bound value. (Not `value`: ActionRow has a `value` prop.) */
  setValue?: (value: unknown) => void;
  boundValue?: unknown;
  children?: ReactNode;
}

export type WidgetStoryArgs<P> = P & WidgetStoryControls;

function WidgetPreview<P>({ definition, args }: { definition: WidgetDefinition<P>; args: WidgetStoryArgs<P> }) {
  const { emit, busy = false, setValue, boundValue, children, ...props } = args;
  const binding = useLocalBinding(boundValue, setValue, Boolean(setValue));
  const Component = definition.component;
  return (
    // The rest of the args are exactly the widget's props (P minus the controls above).
    <Component props={props as P} emit={emit} busy={busy} {...binding}>
      {children}
    </Component>
  );
}

/** The story `render` for a widget. A changed `boundValue` control restarts the local bound state. */
export function renderWidget<P>(definition: WidgetDefinition<P>) {
  return function render(args: WidgetStoryArgs<P>) {
    return <WidgetPreview key={JSON.stringify(args.boundValue ?? null)} definition={definition} args={args} />;
  };
}

/** Controls for a widget: its props from its schema, plus the renderer-side controls. */
export function widgetArgTypes(schema: object): ArgTypes {
  return {
    ...argTypesFromSchema(schema),
    busy: {
      control: 'boolean',
      description: 'An action chain started by this widget is running.',
      table: { category: 'renderer' },
    },
    emit: { table: { category: 'renderer' }, control: false },
    setValue: { table: { category: 'renderer' }, control: false },
    boundValue: { description: 'Starting bound value (bound widgets only).', table: { category: 'renderer' } },
    children: { table: { disable: true }, control: false },
  };
}
