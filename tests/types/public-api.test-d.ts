// Type tests: checked by `tsc --noEmit` (part of `npm test`), never run. Each @ts-expect-error is an assertion that
// the line must NOT compile; if the types loosen, tsc reports the unused directive and the build fails.
import { expectTypeOf } from 'vitest';
import type { EndpointId } from '../../api/catalogue';
import type { BridgeMessage } from '../../api/bridge';
import { defineWidget, type WidgetRenderProps } from '../../renderer/public';
import type { Action, ButtonProps, NodeDefinition } from '../../schemas/generated/types';
import type { WidgetType } from '../../widgets/registry';

// Endpoint ids and bridge messages are closed unions: a misspelling is a compile error in code, as the checker makes it in JSON.
expectTypeOf<'loanDetails'>().toExtend<EndpointId>();
// @ts-expect-error not an endpoint id
const misspeltEndpoint: EndpointId = 'loanDetail';
// @ts-expect-error not a bridge message
const misspeltMessage: BridgeMessage = 'closeWebView';

// The registry's widget types derive from its explicit list.
expectTypeOf<'Button' | 'StarRating' | 'ImagePicker'>().toExtend<WidgetType>();
// @ts-expect-error no such widget
const misspeltWidget: WidgetType = 'Buton';

// defineWidget keeps the literal type name and the component's props type.
const sample = defineWidget('Sample', ({ props }: WidgetRenderProps<ButtonProps>) => props.label);
expectTypeOf(sample.type).toEqualTypeOf<'Sample'>();
expectTypeOf(sample.component).parameter(0).toHaveProperty('props').toEqualTypeOf<ButtonProps>();

// Actions are a discriminated union on `do`: each kind has exactly its own fields.
const call: Action = { do: 'call', endpoint: 'loanDetails', as: 'loan' };
// @ts-expect-error a toast has a message, not an endpoint
const badToast: Action = { do: 'toast', endpoint: 'loanDetails' };
// @ts-expect-error unknown action kind
const unknownAction: Action = { do: 'teleport' };

// Node types are the widget catalogue's.
expectTypeOf<NodeDefinition['type']>().toEqualTypeOf<WidgetType>();

export { misspeltEndpoint, misspeltMessage, misspeltWidget, call, badToast, unknownAction };
