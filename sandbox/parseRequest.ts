// Reads a Fetch Request into plain values: the query, the body (form, multipart or JSON) and its files.
import type { FieldValue, FileSummary } from './state';

export interface ParsedRequest {
  query: Record<string, FieldValue>;
  /** Form and multipart fields as text (files summarised), or the parsed JSON body. */
  body: unknown;
  files: Record<string, File>;
  /** Set when the body could not be read as its content type says. */
  bodyError?: string;
}

function addField<V>(target: Record<string, V | V[]>, name: string, value: V): void {
  const existing = target[name];
  if (existing === undefined) target[name] = value;
  else target[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

export function fieldsOf(params: URLSearchParams): Record<string, FieldValue> {
  const fields: Record<string, FieldValue> = {};
  params.forEach((value, name) => addField(fields, name, value));
  return fields;
}

export function summariseFile(file: File): FileSummary {
  return { filename: file.name, type: file.type, size: file.size };
}

async function readMultipart(request: Request): Promise<Pick<ParsedRequest, 'body' | 'files'>> {
  const form = await request.formData();
  const body: Record<string, string | FileSummary | Array<string | FileSummary>> = {};
  const files: Record<string, File> = {};
  form.forEach((value, name) => {
    if (typeof value === 'string') {
      addField(body, name, value);
    } else {
      addField(body, name, summariseFile(value));
      files[name] = value;
    }
  });
  return { body, files };
}

async function readBody(request: Request): Promise<Pick<ParsedRequest, 'body' | 'files' | 'bodyError'>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    try {
      return await readMultipart(request);
    } catch {
      return { body: {}, files: {}, bodyError: 'body is not valid multipart' };
    }
  }
  const text = await request.text();
  if (text === '') return { body: {}, files: {} };
  if (type.includes('application/json')) {
    try {
      return { body: JSON.parse(text) as unknown, files: {} };
    } catch {
      return { body: {}, files: {}, bodyError: 'body is not valid JSON' };
    }
  }
  // Form-urlencoded, or no content type at all (the lender's legacy clients send bare forms).
  return { body: fieldsOf(new URLSearchParams(text)), files: {} };
}

export async function parseRequest(request: Request): Promise<ParsedRequest> {
  const query = fieldsOf(new URL(request.url).searchParams);
  if (request.method === 'GET' || request.method === 'HEAD') return { query, body: {}, files: {} };
  return { query, ...(await readBody(request)) };
}
