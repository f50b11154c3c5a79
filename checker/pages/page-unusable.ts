// `unusable(state.calls.<as>, '<pointer>')` (and the unusablePart fragment, which writes it) names a part of the call's
// answer by a JSON pointer. A pointer without its leading / or to a field the answer's schema lacks names nothing the
// answer reader can leave out, so the "could not be read" warning never shows and an unreadable list looks empty.
// Checked against the response schema of the endpoint the call stores as <as>; where it says nothing, nothing is said.
import { childrenOf } from '../../expr/tree';
import type { ExprNode } from '../../expr/types';
import { lookupPath, type Step } from '../types/contract';
import { expressionTrees } from '../expr/reads';
import { didYouMean } from '../suggest';
import { dataSources, type EndpointContracts } from './page-bindings';
import type { ActionSite, ExpressionSite } from './page-sites';
import type { Finding } from '../problem';

type Call = Extract<ExprNode, { type: 'call' }>;

function unusableCalls(node: ExprNode): Call[] {
  const own = node.type === 'call' && node.name === 'unusable' ? [node] : [];
  return [...own, ...childrenOf(node).flatMap(unusableCalls)];
}

/** `state.calls.<as>` as the first argument: the name. */
function callName(node: ExprNode | undefined): string | undefined {
  if (node?.type !== 'member' || typeof node.key !== 'string') return undefined;
  const calls = node.object;
  return calls.type === 'member' &&
    calls.key === 'calls' &&
    calls.object.type === 'root' &&
    calls.object.name === 'state'
    ? node.key
    : undefined;
}

const unescape = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

export function checkUnusablePointers(
  actions: readonly ActionSite[],
  expressions: readonly ExpressionSite[],
  contracts: EndpointContracts,
): Finding[] {
  const sources = dataSources(actions, contracts);
  return expressions.flatMap((site) =>
    expressionTrees(site.text)
      .flatMap(unusableCalls)
      .flatMap((call): Finding[] => {
        const [of, part] = call.args;
        const name = callName(of);
        if (name === undefined || part?.type !== 'literal' || typeof part.value !== 'string' || part.value === '')
          return [];
        const pointer = part.value;
        // The literal's quote: the problem is placed at the pointer's first character.
        const at = part.at + 1;
        if (!pointer.startsWith('/'))
          return [
            {
              code: 'unusable-pointer',
              pointer: site.pointer,
              exprOffset: at,
              expected: `a JSON pointer into the answer of ${name}, starting with / ("/${pointer}")`,
              found: `${JSON.stringify(pointer)}, which names no part: the warning that the part could not be read never shows`,
              hint: `write "/${pointer}"`,
              fix: { label: `change to "/${pointer}"`, from: at, to: at + pointer.length, insert: `/${pointer}` },
            },
          ];
        const source = sources.get(name);
        if (!source) return [];
        const segments = pointer.slice(1).split('/').map(unescape);
        const steps: Step[] = segments.map((segment) =>
          /^(0|[1-9]\d*)$/.test(segment) ? { computed: true, numeric: true } : { field: segment },
        );
        const lookup = lookupPath(source.schema, steps, source.root);
        if (lookup.kind !== 'unknown-field') return [];
        const known = lookup.known.map((field) => `/${[...segments.slice(0, lookup.at), field].join('/')}`);
        const hint = didYouMean(pointer, known);
        return [
          {
            code: 'unusable-pointer',
            pointer: site.pointer,
            exprOffset: at,
            expected: `a JSON pointer to a part of ${source.endpoint}'s answer (${known.slice(0, 6).join(', ')})`,
            found: `${JSON.stringify(pointer)}: the answer has no ${lookup.field}, so the warning that the part could not be read never shows`,
            ...(hint ? { hint } : {}),
          },
        ];
      }),
  );
}
