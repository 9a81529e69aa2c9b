/*
 * The methods the site answers. Every page takes GET and HEAD; a page with a form also takes POST (its route's
 * action), and nothing takes PUT, PATCH or DELETE. Anything else is a 405 with `Allow` and a plain body.
 */
export const READ_METHODS = "GET, HEAD";
export const FORM_METHODS = "GET, HEAD, POST";

export function methodNotAllowed(allow: string): Response {
  return new Response("Method Not Allowed\n", {
    status: 405,
    headers: { Allow: allow, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The first line of every route action: a form is sent with POST, and with nothing else. The methods go in the load
 * context too, for the `.data` answer, which does not keep a thrown response's headers (entry.server.tsx).
 */
export function assertPost({ request, context }: { request: Request; context: { allow?: string } }): void {
  if (request.method === "POST") return;
  context.allow = FORM_METHODS;
  throw methodNotAllowed(FORM_METHODS);
}
