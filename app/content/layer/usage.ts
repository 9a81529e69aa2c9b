/**
 * What one render read from the content layer: the answers of its queries (a response's surrogate keys, and what
 * drops it from the page cache), their document types (the keys of a response with too many answers to name), and
 * whether any answer was a stand-in (the bundled dataset or a last good value after a failure), which must not be
 * kept as the page. The server puts one in each request's load context (server/page-cache.ts); loaders hand it to
 * the layer with `contentFor(request, context)`.
 */
export interface ContentUsage {
  answers: Set<string>;
  types: Set<string>;
  degraded: boolean;
}

export const newUsage = (): ContentUsage => ({ answers: new Set(), types: new Set(), degraded: false });
