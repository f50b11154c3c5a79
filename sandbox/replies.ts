// Small Response builders shared by the API and the control routes.
const NO_STORE = { 'cache-control': 'no-store' };

export function jsonResponse(value: unknown, status = 200): Response {
  return new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...NO_STORE },
  });
}

export function svgResponse(svg: string): Response {
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml; charset=utf-8', ...NO_STORE } });
}

export function bytesResponse(bytes: ArrayBuffer, type: string): Response {
  return new Response(bytes, { headers: { 'content-type': type, 'x-content-type-options': 'nosniff', ...NO_STORE } });
}

/** What a broken gateway sends: status 200, a body that is not JSON. */
export function malformedResponse(): Response {
  return new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
    headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE },
  });
}

export function serverErrorResponse(): Response {
  return new Response('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain', ...NO_STORE } });
}

export function notFound(message: string): Response {
  return jsonResponse({ code: 404, message, data: null }, 404);
}
