// Renders a widget definition from story args, the way the renderer would: props from the controls,
// `emit` and `setValue` logged in the Actions panel (pass `fn()`), a bound value held locally.
import { useLocalBinding } from '../support/useLocalBinding';
import type { ReactNode } from 'react';
import type { ArgTypes, StoryContext } from '@storybook/react-vite';
import type { WidgetDefinition } from '../../renderer/public';
import { localeOfGlobals } from '../../.storybook/toolbars';
import { inLocale } from '../support/storyWords';
import { fn } from 'storybook/test';
import { argTypesFromSchema } from './schemaArgTypes';
import { sampleBox } from './sampleBox';
import { createParsingExprEngine } from '../../renderer/host';
import { env } from '../../api/env-json';

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

/**
 * The story `render` for a widget, in the language chosen in the toolbar (stories/support/storyWords.ts). A changed
 * `boundValue` control or language restarts the local bound state.
 */
export function renderWidget<P>(definition: WidgetDefinition<P>) {
  return function render(args: WidgetStoryArgs<P>, context: Pick<StoryContext, 'globals'>) {
    const locale = localeOfGlobals(context.globals);
    return (
      <WidgetPreview
        key={`${locale} ${JSON.stringify(args.boundValue ?? null)}`}
        definition={definition}
        args={inLocale(args, locale)}
      />
    );
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

type WidgetSchema = { examples?: unknown[]; 'x-widget'?: { bind?: boolean; children?: boolean } };

/**
 * The meta of a widget's generated story file (stories/widgets/generated/): rendered as the renderer would, controls
 * from its schema, every event logged, a bound widget's value kept locally, a container given sample children.
 */
export function schemaWidgetMeta<P>(definition: WidgetDefinition<P>, schema: WidgetSchema) {
  const meta = schema['x-widget'] ?? {};
  return {
    render: renderWidget(definition),
    argTypes: widgetArgTypes(schema),
    args: {
      emit: fn(),
      ...(meta.bind ? { setValue: fn() } : {}),
      ...(meta.children ? { children: ['First', 'Second', 'Third'].map(sampleBox) } : {}),
    } as unknown as Partial<WidgetStoryArgs<P>>,
  };
}

const exampleExpressions = createParsingExprEngine();

/**
 * The args of the schema's `examples[index]`: the props a page would give, as the renderer hands them to the widget.
 * An example is written as an operator writes a page (it passes the page checker), so its `{{ … }}` are evaluated
 * here against the repository's env.json and no call's data yet, as the app would on first render.
 */
export function schemaExampleArgs<P>(schema: WidgetSchema, index: number): Partial<WidgetStoryArgs<P>> {
  const example = schema.examples?.[index] ?? {};
  return exampleExpressions.resolveDeep(example, { env, data: {} }) as Partial<WidgetStoryArgs<P>>;
}
