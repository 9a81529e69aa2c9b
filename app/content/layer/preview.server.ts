import { createHmac } from "node:crypto";
import { createCookieSessionStorage } from "@remix-run/node";
import { createClient, type ClientConfig } from "@sanity/client";
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import type { Env } from "@shared/setup/env.server";
import { sameSitePath } from "~/lib/same-site-path";
import type { QueryParams } from "@shared/content/groq";
import { sanityClientConfig } from "@shared/setup/sanity-client.server";
import { checkResult, formatIssue } from "./validate.server";

/*
 * Draft preview for editors. The Studio's Presentation tool opens /api/preview/enable with a one-time secret it
 * stored in the dataset (@sanity/preview-url-secret); the site checks it with its read token, sets a signed,
 * http-only cookie and redirects to the page. While the cookie is set, queries read the drafts perspective with
 * the token (server-only), skip the content cache, carry stega markers for click-to-edit overlays, and pages are
 * `private, no-store`. Without a project and a read token preview does not exist: createPreview returns null and
 * its routes answer 404.
 */

const STEGA_SKIP = new Set([
  "href",
  "ctaHref",
  "icon",
  "from",
  "platform",
  "url",
  "email",
  "phone",
  "lastUpdated",
  "slug",
  "current",
  "rotatingWords",
]);

/**
 * Which draft values carry click-to-edit markers: not the values the site uses as keys, paths or dates, and
 * nothing under `seo` (never shown on the page, only in head tags, which must stay plain text).
 */
export const stegaFilter: NonNullable<Exclude<NonNullable<ClientConfig["stega"]>, boolean>["filter"]> = (props) => {
  const key = props.sourcePath.at(-1);
  if (typeof key === "string" && STEGA_SKIP.has(key)) return false;
  if (props.sourcePath.includes("seo")) return false;
  return props.filterDefault(props);
};

/** The signed cookie an editor's browser carries in preview (the page cache and the VCL pass such requests on). */
export const PREVIEW_COOKIE = "__ihuza_preview";

export type Preview = NonNullable<ReturnType<typeof createPreview>>;

export function createPreview(env: Env) {
  const published = sanityClientConfig(env, { useCdn: false });
  if (!published || !env.SANITY_READ_TOKEN) return null;
  const secure = env.NODE_ENV === "production";
  // Without its own secret, the cookie is signed with a key derived from the read token (never the token itself).
  const secret =
    env.PREVIEW_SESSION_SECRET ??
    createHmac("sha256", env.SANITY_READ_TOKEN).update("ihuza-preview-cookie").digest("hex");
  const storage = createCookieSessionStorage<{ preview: boolean }>({
    cookie: {
      name: PREVIEW_COOKIE,
      httpOnly: true,
      path: "/",
      // The Studio shows the site in an iframe on another origin: the cookie must be sent there too.
      sameSite: secure ? "none" : "lax",
      secure,
      maxAge: 60 * 60 * 8,
      secrets: [secret],
    },
  });
  const secretClient = createClient(published);
  const draftsClient = createClient({
    ...published,
    perspective: "drafts",
    stega: {
      enabled: true,
      studioUrl: env.SANITY_STUDIO_URL,
      filter: stegaFilter,
    },
  });

  return {
    studioOrigin: new URL(env.SANITY_STUDIO_URL).origin,

    /** Whether this request carries a valid signed preview cookie. */
    async isPreviewRequest(request: Request): Promise<boolean> {
      const cookie = request.headers.get("Cookie");
      if (!cookie?.includes(PREVIEW_COOKIE)) return false;
      const session = await storage.getSession(cookie);
      return session.get("preview") === true;
    },

    /** Runs a query for a preview: drafts, uncached, checked like any content (an unusable draft shows the published version). */
    async fetch<T>(query: string, params: QueryParams, fallback: () => Promise<T>): Promise<T> {
      try {
        const raw = await draftsClient.fetch(query, params as Record<string, never>);
        const checked = checkResult<T>(query, raw, params);
        for (const issue of checked.issues) console.warn(`[preview] draft content repaired: ${formatIssue(issue)}`);
        if (checked.valid && raw !== null && raw !== undefined) return checked.value;
      } catch (error) {
        console.warn(`[preview] drafts could not be read: ${(error as Error).message}`);
      }
      return fallback();
    },

    /** Checks the Studio's one-time secret; on success returns the Set-Cookie header and where to go. */
    async enable(request: Request): Promise<{ setCookie: string; redirectTo: string } | null> {
      const result = await validatePreviewUrl(secretClient, request.url).catch((error: unknown) => {
        console.warn(`[preview] the preview secret could not be checked: ${(error as Error).message}`);
        return { isValid: false, redirectTo: undefined };
      });
      if (!result.isValid) return null;
      const session = await storage.getSession();
      session.set("preview", true);
      return { setCookie: await storage.commitSession(session), redirectTo: sameSitePath(result.redirectTo) };
    },

    async disable(request: Request): Promise<string> {
      return storage.destroySession(await storage.getSession(request.headers.get("Cookie")));
    },
  };
}
