import { helmet } from "@nichtsam/helmet";

const isProduction = process.env.NODE_ENV === "production";

/**
 * Security headers for every page (via @nichtsam/helmet, the fetch-API port of helmet): a strict CSP whose only
 * inline scripts are Remix's own, allowed by `scriptSources` (their SHA-256 hashes for a page a shared cache may
 * keep, or this request's nonce in preview; see docs/decisions/006-caching-and-hash-csp.md), and the inlined
 * stylesheet's hash in `styleSources`; no framing; nosniff; a
 * strict referrer policy; HSTS in production; and a Permissions-Policy that switches off what the site never
 * uses. The CSP is left out in development, where Vite injects its own inline scripts.
 */
export function applySecurityHeaders(headers: Headers, scriptSources: string[], styleSources: string[] = [], preview: { studioOrigin: string } | null = null) {
  helmet(headers, {
    general: {
      referrerPolicy: ["strict-origin-when-cross-origin"],
      strictTransportSecurity: isProduction ? { maxAge: 63072000, includeSubDomains: true, preload: true } : false,
    },
    content: {
      contentSecurityPolicy: isProduction
        ? {
            useDefaults: false,
            directives: {
              fetch: {
                "default-src": ["'self'"],
                "script-src": ["'self'", ...scriptSources],
                // In preview only, the visual-editing overlays inject their own styles (styled-components).
                "style-src": preview ? ["'self'", "'unsafe-inline'"] : ["'self'", ...styleSources],
                "img-src": ["'self'", "data:", "https://cdn.sanity.io"],
                "font-src": ["'self'"],
                "connect-src": ["'self'"],
                "object-src": ["'none'"],
              },
              document: { "base-uri": ["'self'"] },
              // Only the Studio (Presentation tool) may frame the site, and only in preview.
              navigation: { "form-action": ["'self'"], "frame-ancestors": preview ? [preview.studioOrigin] : "'none'" },
            },
          }
        : false,
      crossOriginEmbedderPolicy: false, // images may come from Sanity's CDN
      xFrameOptions: preview ? false : "DENY",
    },
  });
  headers.set(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  );
}
