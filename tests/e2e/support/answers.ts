// A sandbox answer as the preview server sends it, to change one part of it for an override (a list sent as an
// object, a long word, a link of another origin) and leave the rest as the sandbox has it.
import { getEndpoint, type EndpointId } from '../../../api/catalogue';
import { buildRequest } from '../../../api/client-request';
import { env } from '../../../api/env-json';
import { baseUrl, sandbox } from './browser';

export type Answer = { code: string | number; message: string; data: Record<string, unknown> };

export async function sandboxAnswer(endpoint: EndpointId, params: Record<string, unknown>): Promise<Answer> {
  const request = buildRequest(getEndpoint(endpoint), `${baseUrl()}${env.apiBase}`, {}, params);
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  return (await response.json()) as Answer;
}

/** The endpoint's next answers: its sandbox answer with `change` applied to a copy of the data. */
export async function overrideData(
  endpoint: EndpointId,
  params: Record<string, unknown>,
  change: (data: Record<string, unknown>) => void,
  times?: number,
): Promise<void> {
  const answer = await sandboxAnswer(endpoint, params);
  const data = structuredClone(answer.data);
  change(data);
  await sandbox.override({ endpoint, body: { ...answer, data }, ...(times === undefined ? {} : { times }) });
}
