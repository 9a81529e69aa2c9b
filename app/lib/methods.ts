/*
 * The methods the site answers. Every page takes GET and HEAD; a page with a form also takes POST (its route's
 * action), and nothing takes PUT, PATCH or DELETE. A file or feed takes GET and HEAD; the CMS's webhook takes
 * POST only. Anything else is a 405 with `Allow` and a plain body.
 */
export const READ_METHODS = "GET, HEAD";
export const FORM_METHODS = "GET, HEAD, POST";
export const POST_ONLY = "POST";

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

/** The action of a resource route that only reads (a file, a feed, a redirect): a post of any method is a 405. */
export const readOnly = () => methodNotAllowed(READ_METHODS);
