// The sandbox honours Idempotency-Key as the lender's server must (README "Calls that change something"): the
// first request with a key has its effect and its answer is kept; a later request with the same key for the same
// endpoint gets that answer again and has no effect. Both requests stay in the control API's request list.
import type { EndpointId } from '../api/catalogue';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export interface KeptAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: ArrayBuffer;
}

export type KeptAnswers = Map<string, KeptAnswer>;

const slot = (endpoint: EndpointId, key: string) => `${endpoint}\n${key}`;

export function keptAnswer(answers: KeptAnswers, endpoint: EndpointId, key: string | null): Response | undefined {
  const kept = key === null ? undefined : answers.get(slot(endpoint, key));
  return kept && new Response(kept.body.slice(0), { status: kept.status, headers: kept.headers });
}

/** Keeps a copy of the first answer to a key; returns the response to send (the original is consumed). */
export async function keepAnswer(
  answers: KeptAnswers,
  endpoint: EndpointId,
  key: string | null,
  response: Response,
): Promise<Response> {
  if (key === null) return response;
  const body = await response.arrayBuffer();
  const kept: KeptAnswer = { status: response.status, headers: [...response.headers], body };
  answers.set(slot(endpoint, key), kept);
  return new Response(body.slice(0), { status: kept.status, headers: kept.headers });
}
