// What an endpoint's default behaviour receives and answers.
import type { EndpointId } from '../../api/catalogue';
import type { SandboxState } from '../state';

export interface EndpointCall {
  /** The call's own params after the request schema's type coercion ("30" became 30 where a number is due). */
  params: Record<string, unknown>;
  files: Record<string, File>;
  /** The app's origin, for absolute links. */
  origin: string;
  now: Date;
  state: SandboxState;
}

export type EndpointAnswer =
  | { kind: 'success'; data: unknown }
  | { kind: 'failure'; code: string | number; message: string }
  | { kind: 'image'; svg: string };

export type EndpointHandler = (call: EndpointCall) => EndpointAnswer | Promise<EndpointAnswer>;
export type HandlerGroup = Partial<Record<EndpointId, EndpointHandler>>;

export function success(data: unknown = null): EndpointAnswer {
  return { kind: 'success', data };
}

export function failure(code: string | number, message: string): EndpointAnswer {
  return { kind: 'failure', code, message };
}

/** A param as text ('' when absent); schemas have already checked the ones that matter. */
export function textParam(params: Record<string, unknown>, name: string): string {
  const value = params[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function numberParam(params: Record<string, unknown>, name: string): number {
  const value = params[name];
  return typeof value === 'number' ? value : Number(value);
}
