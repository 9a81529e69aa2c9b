const isProduction = process.env.NODE_ENV === "production";

/**
 * The page's own security headers, which depend on what it renders: a strict CSP whose only inline scripts are
 * Remix's own, allowed by `scriptSources` (their SHA-256 hashes for a page a shared cache may keep, or this
 * request's nonce in preview; see docs/decisions/006-caching-and-hash-csp.md), the inlined stylesheet's hash in
 * `styleSources`, and no framing except by the Studio in preview. The headers that are the same on every answer
 * (nosniff, referrer policy, HSTS, Permissions-Policy…) are set by the server (helmet, server/index.ts). The CSP is
 * left out in development, where Vite injects its own inline scripts.
 */
export function applySecurityHeaders(
  headers: Headers,
  scriptSources: string[],
  styleSources: string[] = [],
  preview: { studioOrigin: string } | null = null,
  /** Other hosts the page may load images from, and frame (a post's video, once played). */
  origins: { images?: string[]; frames?: string[] } = {},
) {
  if (preview) headers.delete("X-Frame-Options");
  else headers.set("X-Frame-Options", "DENY");
  if (!isProduction) return;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptSources],
    // In preview only, the visual-editing overlays inject their own styles (styled-components).
    "style-src": preview ? ["'self'", "'unsafe-inline'"] : ["'self'", ...styleSources],
    "img-src": ["'self'", "data:", "https://cdn.sanity.io", ...(origins.images ?? [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    // Only the Studio (Presentation tool) may frame the site, and only in preview.
    "frame-ancestors": preview ? [preview.studioOrigin] : ["'none'"],
    "frame-src": origins.frames?.length ? origins.frames : ["'none'"],
  };
  headers.set(
    "Content-Security-Policy",
    Object.entries(directives)
      .map(([name, sources]) => `${name} ${sources.join(" ")}`)
      .join(";"),
  );
}
