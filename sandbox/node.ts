// Node adapter (connect / Vite middleware): IncomingMessage -> Fetch Request -> sandbox -> ServerResponse.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSandbox, type Sandbox, type SandboxReply } from './core';

export type NextFunction = (error?: unknown) => void;
export type SandboxMiddleware = (req: IncomingMessage, res: ServerResponse, next: NextFunction) => void;

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  // Copied into a plain ArrayBuffer-backed array, the body type fetch's Request accepts.
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

async function toRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, { method, headers, body: hasBody ? await readBody(req) : undefined });
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  if (res.destroyed) return;
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.setHeader('content-length', body.length);
  res.end(body);
}

/** Waits, unless the client goes away first (then answers nothing and leaves no timer behind). */
function waitWhileConnected(res: ServerResponse, delayMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, delayMs);
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    res.once('close', onClose);
  });
}

async function deliver(reply: SandboxReply, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (reply.kind === 'fault') {
    // 'abort' drops the connection mid-request; 'hang' keeps it open and silent until the client leaves,
    // when Node closes the socket itself and nothing of ours is left waiting.
    if (reply.fault === 'abort') req.socket.destroy();
    return;
  }
  if (reply.delayMs && !(await waitWhileConnected(res, reply.delayMs))) return;
  await writeResponse(reply.response, res);
}

export function sandboxMiddleware(sandbox: Sandbox = createSandbox()): SandboxMiddleware {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    if (!sandbox.owns(url.pathname)) {
      next();
      return;
    }
    toRequest(req, url)
      .then((request) => sandbox.handle(request))
      .then((reply) => deliver(reply, req, res))
      .catch((error: unknown) => next(error));
  };
}
