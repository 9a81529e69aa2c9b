// `negotiator` 1.x ships no types, and @types/negotiator describes 0.6 (no `preferred` order for encodings): what
// the server uses of it (app/lib/markdown-request.server.ts, server/page-cache.ts).
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The available media type the client takes best (its weights, then its order); undefined when it takes none. */
    mediaType(available: readonly string[]): string | undefined;
    /** The available encoding the client takes best; among equal weights, the first of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
