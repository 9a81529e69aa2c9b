import { vercelStegaCombine } from "@vercel/stega";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getBundledDocuments, type SanityDocument } from "~/content/bundled-dataset.server";
import { HOME_PAGE_QUERY } from "~/content/queries";
import { getMeta } from "~/lib/meta";
import { mockServer } from "../mocks/node";
import { mockSanity } from "../mocks/sanity";

const SECRET = "studio-one-time-secret-123";
const TOKEN = "skTestReadToken000000000000000000";
const STEGA = /[\u200B-\u200D\u2060\uFEFF]/;

/** The Studio's stored secret, and a draft of the home page with a new hero text. */
function editorDocuments(): SanityDocument[] {
  const home = structuredClone(getBundledDocuments().find((d) => d._id === "homePage")!);
  (home.hero as { text: string }).text = "A draft nobody has published yet.";
  return [
    { _id: "sanity-preview-url-secret.abc", _type: "sanity.previewUrlSecret", secret: SECRET, studioUrl: "http://localhost:3333", _updatedAt: new Date().toISOString() },
    { ...home, _id: "drafts.homePage" },
  ];
}

async function load(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return {
    content: await import("~/content/content.server"),
    enable: await import("~/routes/api.preview.enable"),
    disable: await import("~/routes/api.preview.disable"),
  };
}

const args = (url: string, cookie?: string) =>
  ({ request: new Request(url, { headers: cookie ? { Cookie: cookie } : {} }), params: {}, context: {} }) as never;

/** Records each Sanity query request msw sees. */
function queryRequests() {
  const seen: { url: URL; authorization: string | null }[] = [];
  mockServer.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes("/data/query/")) seen.push({ url, authorization: request.headers.get("authorization") });
  });
  return seen;
}

describe("draft preview", () => {
  beforeEach(() => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    mockServer.use(...mockSanity({ documents: editorDocuments() }));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    mockServer.events.removeAllListeners();
  });

  it("does not exist without a read token", async () => {
    const { enable } = await load({ SANITY_PROJECT_ID: "testproject", SANITY_READ_TOKEN: "" });
    const thrown = await enable.loader(args(`http://localhost/api/preview/enable?sanity-preview-secret=${SECRET}`)).catch((e: unknown) => e);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it("refuses a wrong secret", async () => {
    const { enable } = await load({ SANITY_PROJECT_ID: "testproject", SANITY_READ_TOKEN: TOKEN });
    const response = await enable.loader(args("http://localhost/api/preview/enable?sanity-preview-secret=guess&sanity-preview-pathname=/"));
    expect(response.status).toBe(401);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("with the right secret sets a signed http-only cookie, reads drafts with stega, and disabling returns to published", async () => {
    const { content, enable, disable } = await load({ SANITY_PROJECT_ID: "testproject", SANITY_READ_TOKEN: TOKEN, NODE_ENV: "production" });
    const response = await enable.loader(
      args(`http://localhost/api/preview/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=%2Fpricing`),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/pricing");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__ihuza_preview=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=None/);
    const cookie = setCookie.split(";")[0]!;

    const seen = queryRequests();
    const preview = await content.contentFor(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(preview.preview).toBe(true);
    const draft = await preview.run(HOME_PAGE_QUERY);
    expect(draft?.hero.text).toBe("A draft nobody has published yet.");
    // Drafts, from the live API, with the token, asking for the source maps stega overlays are built from.
    const request = seen.at(-1)!;
    expect(request.url.searchParams.get("perspective")).toBe("drafts");
    expect(request.url.host).toBe("testproject.api.sanity.io");
    expect(request.url.searchParams.get("resultSourceMap")).toBe("withKeyArraySelector");
    expect(request.authorization).toBe(`Bearer ${TOKEN}`);

    // A forged cookie is not preview.
    const forged = await content.contentFor(new Request("http://localhost/", { headers: { Cookie: "__ihuza_preview=eyJwcmV2aWV3Ijp0cnVlfQ%3D%3D" } }));
    expect(forged.preview).toBe(false);

    const exit = await disable.loader(args("http://localhost/api/preview/disable?redirect=%2Fpricing", cookie));
    expect(exit.headers.get("Location")).toBe("/pricing");
    expect(exit.headers.get("Set-Cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    const published = await (await content.contentFor(new Request("http://localhost/"))).run(HOME_PAGE_QUERY);
    expect(published?.hero.text).not.toContain("A draft nobody has published yet.");
    const last = seen.at(-1)!;
    expect(last.url.searchParams.get("perspective")).toBe("published");
    expect(last.url.searchParams.has("resultSourceMap")).toBe(false);
    expect(last.url.host).toBe("testproject.apicdn.sanity.io"); // published content, cached at the CDN
  });

  it("never redirects off the site", async () => {
    const { disable } = await load({ SANITY_PROJECT_ID: "testproject", SANITY_READ_TOKEN: TOKEN });
    for (const target of ["https://evil.example", "//evil.example", "/\\evil.example"]) {
      const response = await disable.loader(args(`http://localhost/api/preview/disable?redirect=${encodeURIComponent(target)}`));
      expect(response.headers.get("Location")).toBe("/");
    }
  });
});

it("meta tags never carry stega markers", () => {
  const edit = { origin: "sanity.io", href: "http://localhost:3333/intent/edit/id=pricingPage" };
  const title = vercelStegaCombine("Pricing", edit);
  expect(title).toMatch(STEGA);
  const tags = getMeta(
    { location: { pathname: "/pricing" }, matches: [{ id: "root", data: { siteUrl: "https://ihuza.rw", allowIndexing: true } }] },
    { title, description: vercelStegaCombine("Plans in RWF", edit) },
  );
  expect(JSON.stringify(tags)).not.toMatch(STEGA);
  expect(tags).toContainEqual({ title: "Pricing | Ihuza" });
});
