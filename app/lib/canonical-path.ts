/**
 * The one spelling of a page's path: lower case, no repeated slashes, no trailing slash (but for `/`). Page paths
 * are plain ASCII, so lowering the whole path is safe; percent escapes are left as they are.
 */
export function canonicalPath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, "/");
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, "") : collapsed;
  return trimmed.replace(/%[0-9a-f]{2}|[^%]+/gi, (part) => (part.startsWith("%") ? part : part.toLowerCase())) || "/";
}
