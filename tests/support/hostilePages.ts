// Page definitions from the hostile-input attacks: nesting that overflowed the validator's stack.

/** `depth` Stacks, each the only child of the one above. */
export function nestedStacks(depth: number): unknown {
  let node: Record<string, unknown> = { type: 'Text', props: { text: 'deep' } };
  for (let i = 0; i < depth; i += 1) node = { type: 'Stack', children: [node] };
  return { title: 'Deep', regions: [{ name: 'main', children: [node] }] };
}

/** `depth` `if` actions, each in the `then` of the one above. */
export function nestedIfs(depth: number): unknown {
  let action: Record<string, unknown> = { do: 'toast', message: 'deep' };
  for (let i = 0; i < depth; i += 1) action = { do: 'if', cond: '{{ true }}', then: [action] };
  return { title: 'Deep', onLoad: [action], regions: [] };
}
