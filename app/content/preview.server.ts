import { createHmac } from "node:crypto";
import { createCookieSessionStorage } from "@remix-run/node";
import { createClient } from "@sanity/client";
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { getEnv, MOCK_SANITY_PROJECT_ID } from "~/lib/env.server";
import type { QueryParams } from "./bundled-dataset.server";
import { checkResult, formatIssue } from "./validate.server";

/*
 * Draft preview for editors. The Studio's Presentation tool opens /api/preview/enable with a one-time secret it
 * stored in the dataset (@sanity/preview-url-secret); the site checks it with its read token, sets a signed,
 * http-only cookie and redirects to the page. While the cookie is set, queries read the drafts perspective with
 * the token (server-only), skip the content cache, carry stega markers for click-to-edit overlays, and pages are
 * `private, no-store`. Without a read token preview does not exist: its routes answer 404.
 */

export function previewAvailable(): boolean {
  const env = getEnv();
  return Boolean(env.SANITY_READ_TOKEN && (env.SANITY_PROJECT_ID || env.MOCKS));
}

function sessionSecret(): string {
  const env = getEnv();
  // Without its own secret, the cookie is signed with a key derived from the read token (never the token itself).
  return env.PREVIEW_SESSION_SECRET ?? createHmac("sha256", env.SANITY_READ_TOKEN ?? "").update("ihuza-preview-cookie").digest("hex");
}

let storage: ReturnType<typeof createCookieSessionStorage<{ preview: boolean }>> | undefined;
function previewStorage() {
  const secure = getEnv().NODE_ENV === "production";
  storage ??= createCookieSessionStorage<{ preview: boolean }>({
    cookie: {
      name: "__ihuza_preview",
      httpOnly: true,
      path: "/",
      // The Studio shows the site in an iframe on another origin: the cookie must be sent there too.
      sameSite: secure ? "none" : "lax",
      secure,
      maxAge: 60 * 60 * 8,
      secrets: [sessionSecret()],
    },
  });
  return storage;
}

/** Whether this request is in preview (a valid signed cookie, and preview configured). */
export async function isPreviewRequest(request: Request): Promise<boolean> {
  if (!previewAvailable()) return false;
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__ihuza_preview")) return false;
  const session = await previewStorage().getSession(cookie);
  return session.get("preview") === true;
}

let cachedPreviewClient: ReturnType<typeof createClient> | undefined;

/** One client for every preview query (the environment doesn't change while the server runs). */
function previewClient() {
  const env = getEnv();
  cachedPreviewClient ??= createClient({
    projectId: env.SANITY_PROJECT_ID ?? MOCK_SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    token: env.SANITY_READ_TOKEN,
    useCdn: false,
    perspective: "drafts",
    timeout: env.SANITY_TIMEOUT_MS,
    stega: {
      enabled: true,
      studioUrl: env.SANITY_STUDIO_URL,
      // Values the site uses as keys, paths or dates must stay clean.
      filter: (props) => {
        const key = props.sourcePath.at(-1);
        if (typeof key === "string" && STEGA_SKIP.has(key)) return false;
        return props.filterDefault(props);
      },
    },
  });
  return cachedPreviewClient;
}

const STEGA_SKIP = new Set(["href", "ctaHref", "icon", "from", "platform", "url", "email", "phone", "lastUpdated", "slug", "current", "rotatingWords"]);

/** Runs a query for a preview: drafts, uncached, checked like any content (an unusable draft shows the published version). */
export async function fetchPreview<T>(query: string, params: QueryParams, published: () => Promise<T>): Promise<T> {
  try {
    const raw = await previewClient().fetch(query, params as Record<string, never>);
    const checked = checkResult<T>(query, raw);
    for (const issue of checked.issues) console.warn(`[preview] draft content repaired: ${formatIssue(issue)}`);
    if (checked.valid) return checked.value;
  } catch (error) {
    console.warn(`[preview] drafts could not be read: ${(error as Error).message}`);
  }
  return published();
}

/** Checks the Studio's one-time secret; on success returns the Set-Cookie header and where to go. */
export async function enablePreview(request: Request): Promise<{ setCookie: string; redirectTo: string } | null> {
  const env = getEnv();
  const client = createClient({
    projectId: env.SANITY_PROJECT_ID ?? MOCK_SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    token: env.SANITY_READ_TOKEN,
    useCdn: false,
  });
  const result = await validatePreviewUrl(client, request.url).catch(() => ({ isValid: false, redirectTo: undefined }));
  if (!result.isValid) return null;
  const session = await previewStorage().getSession();
  session.set("preview", true);
  return { setCookie: await previewStorage().commitSession(session), redirectTo: safeRedirect(result.redirectTo) };
}

export async function disablePreview(request: Request): Promise<string> {
  const session = await previewStorage().getSession(request.headers.get("Cookie"));
  return previewStorage().destroySession(session);
}

/** Only paths on this site: never an open redirect. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return "/";
  return target;
}
