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
 * Refuses a request's method from a route: a 405 naming the methods this URL takes. They go in the load context
 * too, for entry.server.tsx, which answers the 405 itself (a thrown response's headers are not kept).
 */
export function refuseMethod(context: { allow?: string }, allow: string): Response {
  context.allow = allow;
  return methodNotAllowed(allow);
}

/** The first line of every route action: a form is sent with POST, and with nothing else. */
export function assertPost({ request, context }: { request: Request; context: { allow?: string } }): void {
  if (request.method !== "POST") throw refuseMethod(context, FORM_METHODS);
}

/** The action of a resource route that only reads (a file, a feed, a redirect): a post of any method is a 405. */
export const readOnly = () => methodNotAllowed(READ_METHODS);
