// The page's action graph: what is declared but never used (dialogs no action opens, chains nothing runs,
// validation groups nothing validates), state read but never given a value, state set but never read,
// `run` cycles, calls a person starts whose failure the page does not handle, and actions after a leave.
import { childPointer, isPlainObject } from '../read/json-pointer';
import { pathReads, type PathRead } from '../expr/reads';
import type { ActionSite, ExpressionSite } from './page-sites';
import type { Finding } from '../problem';
import { closeName, didYouMean, nameFixIn } from '../suggest';

const declared = (page: Record<string, unknown>, member: string) =>
  isPlainObject(page[member]) ? Object.keys(page[member]) : [];
const named = (actions: readonly ActionSite[], kind: string, member: string) =>
  new Set(
    actions
      .filter(({ action }) => action.do === kind && typeof action[member] === 'string')
      .map(({ action }) => action[member] as string),
  );

function unused(page: Record<string, unknown>, actions: readonly ActionSite[]): Finding[] {
  const kinds = [
    {
      member: 'dialogs',
      action: 'openDialog',
      field: 'dialog',
      code: 'dialog-unopened',
      noun: 'dialog',
      how: 'an openDialog action',
    },
    { member: 'chains', action: 'run', field: 'chain', code: 'chain-unused', noun: 'chain', how: 'a run action' },
    {
      member: 'validations',
      action: 'validate',
      field: 'form',
      code: 'validation-unused',
      noun: 'validation group',
      how: 'a validate action',
    },
  ] as const;
  return kinds.flatMap(({ member, action, field, code, noun, how }) => {
    const used = named(actions, action, field);
    return declared(page, member)
      .filter((name) => !used.has(name))
      .map((name): Finding => ({
        code,
        pointer: childPointer(`/${member}`, name),
        expected: `${how} using the ${noun} "${name}"`,
        found: `no ${action} of it anywhere on the page`,
      }));
  });
}

/** A `run` cycle, reported once at the run action that closes it. */
function runCycles(page: Record<string, unknown>, actions: readonly ActionSite[]): Finding[] {
  const edges = new Map<string, ActionSite[]>();
  for (const site of actions) {
    if (site.trigger.kind !== 'chain' || site.action.do !== 'run' || typeof site.action.chain !== 'string') continue;
    edges.set(site.trigger.name, [...(edges.get(site.trigger.name) ?? []), site]);
  }
  const findings: Finding[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (chain: string, path: string[]): void => {
    state.set(chain, 'open');
    for (const site of edges.get(chain) ?? []) {
      const target = site.action.chain as string;
      if (state.get(target) === 'open') {
        const cycle = [...path.slice(path.indexOf(target)), target];
        findings.push({
          code: 'run-cycle',
          pointer: childPointer(site.pointer, 'chain'),
          expected: 'chains that do not run each other in a cycle',
          found: `the cycle ${cycle.join(' → ')}`,
        });
      } else if (!state.has(target)) visit(target, [...path, target]);
    }
    state.set(chain, 'done');
  };
  for (const chain of declared(page, 'chains')) if (!state.has(chain)) visit(chain, [chain]);
  return findings;
}

/** The top-level state key a path names (`state.values[item.code]` → values), or null for `state[x]`/`state`. */
const stateKey = (read: PathRead): string | null | undefined =>
  read.root !== 'state' ? undefined : read.steps[0] && 'field' in read.steps[0] ? read.steps[0].field : null;

/** State keys the renderer gives every page: the route it stands for (renderer/views/App.tsx withRoute). */
const RENDERER_STATE_KEYS = ['route'];

/** A read of a state key: the expression, and where the key is written in it. */
interface StateRead {
  site: ExpressionSite;
  at?: number;
}

interface StateUse {
  reads: Map<string, StateRead[]>;
  written: Set<string>;
  /** Keys given a value after the page starts (a set, a bind, an into, persist, a call's status), not only initialised. */
  changed: Set<string>;
  bound: Set<string>;
  sets: Array<{ key: string; pointer: string; site: ExpressionSite; at?: number }>;
  readsAll: boolean;
}

function stateUse(
  page: Record<string, unknown>,
  expressions: readonly ExpressionSite[],
  actions: readonly ActionSite[],
): StateUse {
  const use: StateUse = {
    reads: new Map(),
    written: new Set([...declared(page, 'state'), ...RENDERER_STATE_KEYS]),
    changed: new Set(RENDERER_STATE_KEYS),
    bound: new Set(),
    sets: [],
    readsAll: false,
  };
  const persisted =
    isPlainObject(page.persist) && Array.isArray(page.persist.paths)
      ? page.persist.paths.filter((p): p is string => typeof p === 'string')
      : [];
  for (const key of persisted) [use.written, use.changed].forEach((keys) => keys.add(key));
  if (actions.some(({ action }) => action.do === 'call' && typeof action.as === 'string'))
    [use.written, use.changed].forEach((keys) => keys.add('calls'));
  const read = (key: string, site: ExpressionSite, at?: number) =>
    use.reads.set(key, [...(use.reads.get(key) ?? []), { site, at }]);
  for (const site of expressions) {
    const reads = pathReads(site.text);
    // A written place is the expression's own path (the last read); keys computed inside it are reads.
    const target = site.writes ? reads[reads.length - 1] : undefined;
    for (const path of reads) {
      const key = stateKey(path);
      if (key === undefined) continue;
      if (path === target) {
        if (key) [use.written, use.changed].forEach((keys) => keys.add(key));
        if (key && site.pointer.endsWith('/path'))
          use.sets.push({ key, pointer: site.pointer, site, at: path.steps[0]?.at });
        if (key && site.pointer.endsWith('/bind')) {
          read(key, site); // a bound widget shows the value
          use.bound.add(key);
        }
      } else if (key === null) use.readsAll = true;
      else read(key, site, path.steps[0]?.at);
    }
  }
  persisted.forEach((key) => use.reads.set(key, use.reads.get(key) ?? []));
  return use;
}

function stateFindings(use: StateUse): Finding[] {
  const unset = [...use.reads]
    .filter(([key]) => !use.written.has(key))
    .flatMap(([key, reads]) => {
      const hint = didYouMean(key, use.written);
      return reads
        .filter(({ site }, index) => reads.findIndex((other) => other.site === site) === index)
        .map(({ site, at }): Finding => ({
          code: 'state-unset',
          pointer: site.pointer,
          expected: `state.${key} initialised in the page's state or written by a set, an action's into, a bind or persist`,
          found: `a read of state.${key} that nothing gives a value`,
          ...(at !== undefined ? { exprOffset: at } : {}),
          ...(hint ? { hint } : {}),
          ...nameFixIn(site.text, at, key, hint),
        }));
    });
  const unread = use.readsAll
    ? []
    : use.sets
        .filter(({ key }) => !use.reads.has(key))
        .map(({ key, pointer, site, at }): Finding => {
          // The key the page does read that this one is a slip of (`agred` for `agreed`): the set goes nowhere.
          const close = closeName(key, use.reads.keys());
          const hint = close && `did you mean ${JSON.stringify(close)}? the page reads state.${close}`;
          return {
            code: 'state-unread',
            pointer,
            expected: `a state key that some expression, bind or persist reads`,
            found: `a set of state.${key}, which nothing reads`,
            ...(at !== undefined ? { exprOffset: at } : {}),
            ...(hint ? { hint } : {}),
            ...nameFixIn(site.text, at, key, hint),
          };
        });
  return [...unset, ...unread, ...unboundRuleReads(use)];
}

/**
 * A validation rule checks what the borrower entered: a state key it reads that only the page's initial state gives
 * (no field binds it, nothing sets it) holds its first value for ever, so the rule fails or passes for everyone (a bind
 * to state.acountAgain while the rule reads state.accountAgain). Refused where the rule reads it when a field binds a
 * key close to it, which it names; a key read through a computed name (`state[x]`) is not judged.
 */
function unboundRuleReads(use: StateUse): Finding[] {
  if (use.readsAll) return [];
  return [...use.reads].flatMap(([key, reads]) => {
    if (use.changed.has(key) || !use.written.has(key)) return [];
    const rule = reads.find(({ site }) => site.pointer.startsWith('/validations/'));
    if (!rule) return [];
    const close = closeName(key, use.bound);
    // Without a bound key close to it, which of the two is the slip is a guess (a rule on a value set elsewhere).
    if (!close) return [];
    return [
      {
        code: 'state-unbound',
        pointer: rule.site.pointer,
        ...(rule.at !== undefined ? { exprOffset: rule.at } : {}),
        expected: `state.${key} bound by a field or written by an action, so the rule checks what the borrower entered`,
        found: `a rule reading state.${key}, which only the page's initial state gives: it keeps that value whatever the borrower types`,
        hint: `a field binds state.${close}: one of the two names is misspelt, write the same name in the bind and the rule`,
      },
    ];
  });
}

/** Events a person causes (every widget event but `change`, which fires while typing, plus back). */
const isPersonEvent = (event: string) => event !== 'change';

function callsWithoutFailurePath(actions: readonly ActionSite[]): Finding[] {
  const started = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const { action, trigger } of actions) {
      const fromPerson =
        (trigger.kind === 'event' && isPersonEvent(trigger.event)) ||
        (trigger.kind === 'chain' && started.has(trigger.name));
      if (fromPerson && action.do === 'run' && typeof action.chain === 'string' && !started.has(action.chain)) {
        started.add(action.chain);
        grew = true;
      }
    }
  }
  return actions
    .filter(
      ({ action, trigger }) =>
        action.do === 'call' &&
        action.quiet !== true &&
        action.onFailure === undefined &&
        ((trigger.kind === 'event' && isPersonEvent(trigger.event)) ||
          (trigger.kind === 'chain' && started.has(trigger.name))),
    )
    .map(({ action, pointer }): Finding => ({
      code: 'call-no-failure-path',
      pointer,
      expected: `an onFailure chain or "quiet": true on the call of ${String(action.endpoint)} a person starts`,
      found: 'neither: on failure the borrower sees only a toast',
    }));
}

/** `state.calls.<name>` must name a call's `as`, or it reads "not loaded" forever. */
function callStatusNames(expressions: readonly ExpressionSite[], actions: readonly ActionSite[]): Finding[] {
  const names = [
    ...new Set(
      actions.flatMap(({ action }) => (action.do === 'call' && typeof action.as === 'string' ? [action.as] : [])),
    ),
  ];
  if (!names.length) return []; // then state.calls itself is reported as never written
  return expressions.flatMap((site) => {
    const unknown = pathReads(site.text).flatMap((read) => {
      const [calls, name] = read.steps;
      return read.root === 'state' &&
        calls &&
        'field' in calls &&
        calls.field === 'calls' &&
        name &&
        'field' in name &&
        !names.includes(name.field)
        ? [{ name: name.field, at: name.at }]
        : [];
    });
    return unknown
      .filter(({ name }, index) => unknown.findIndex((other) => other.name === name) === index)
      .map(({ name, at }): Finding => {
        const hint = didYouMean(name, names);
        return {
          code: 'call-status-name',
          pointer: site.pointer,
          expected: `the status of a call stored with "as" (${names.join(', ')})`,
          found: `state.calls.${name} in ${JSON.stringify(site.text)}`,
          ...(at !== undefined ? { exprOffset: at } : {}),
          ...(hint ? { hint } : {}),
          ...nameFixIn(site.text, at, name, hint),
        };
      });
  });
}

/** `leave` ends its chain (the page is on its way out): an action after it in the same chain never runs. */
function afterLeave(actions: readonly ActionSite[]): Finding[] {
  const pointers = new Set(actions.map(({ pointer }) => pointer));
  return actions.flatMap(({ action, pointer }) => {
    if (action.do !== 'leave') return [];
    const cut = pointer.lastIndexOf('/');
    const next = `${pointer.slice(0, cut)}/${Number(pointer.slice(cut + 1)) + 1}`;
    return pointers.has(next)
      ? [
          {
            code: 'after-leave',
            pointer: next,
            expected: 'leave as the last action of its chain',
            found: 'an action after leave, which never runs',
          } satisfies Finding,
        ]
      : [];
  });
}

export function checkActionGraph(
  page: unknown,
  expressions: readonly ExpressionSite[],
  actions: readonly ActionSite[],
): Finding[] {
  if (!isPlainObject(page)) return [];
  return [
    ...unused(page, actions),
    ...runCycles(page, actions),
    ...stateFindings(stateUse(page, expressions, actions)),
    ...callStatusNames(expressions, actions),
    ...callsWithoutFailurePath(actions),
    ...afterLeave(actions),
  ];
}
