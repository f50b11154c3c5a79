import { MESSAGES_SCOPE_KEY, type Scope } from '../../expr/runtime';
import type { PageSnapshot } from './store';
import { NO_HASH } from './hashLocation';

/** Names a node or chain adds to the page scope: list items, the event payload, the last call's result. */
export interface Locals {
  item?: unknown;
  index?: number;
  event?: unknown;
  result?: unknown;
}

export function scopeOf(snapshot: PageSnapshot, locals?: Locals): Scope {
  const scope: Record<string, unknown> = {
    query: snapshot.query,
    hash: snapshot.hash ?? NO_HASH,
    device: snapshot.device,
    env: snapshot.env,
    data: snapshot.data,
    state: snapshot.state,
  };
  if (snapshot.messages) scope[MESSAGES_SCOPE_KEY] = snapshot.messages;
  if (locals) {
    for (const [name, value] of Object.entries(locals)) if (value !== undefined || name in locals) scope[name] = value;
  }
  return scope;
}
