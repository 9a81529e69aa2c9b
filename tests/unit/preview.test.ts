import { vercelStegaCombine, vercelStegaDecode } from "@vercel/stega";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getBundledDocuments, type SanityDocument } from "~/content/layer/bundled-dataset.server";
import { createContentLayer } from "~/content/layer/layer.server";
import { stegaFilter } from "~/content/layer/preview.server";
import { stegaClean } from "~/content/layer/stega.server";
import { parseEnv } from "@shared/setup/env.server";
import { HOME_PAGE_QUERY, LANDING_PAGE_QUERY } from "~/content/queries";
import { getMeta } from "~/lib/meta";
import { organizationJsonLd } from "~/content/site/structured-data";
import { mockServer } from "../mocks/node";
import { mockSanity } from "../mocks/sanity";
import { STEGA } from "../support/stega";

const SECRET = "studio-one-time-secret-123";
const TOKEN = "skTestReadToken000000000000000000";
/** The Studio's stored secret, and a draft of the home page with a new hero text. */
function editorDocuments(): SanityDocument[] {
  const home = structuredClone(getBundledDocuments().find((d) => d._id === "homePage")!);
  const text = (home.hero as { text: { language: string; value: string }[] }).text;
  text.find((item) => item.language === "en")!.value = "A draft nobody has published yet.";
  return [
    {
      _id: "sanity-preview-url-secret.abc",
      _type: "sanity.previewUrlSecret",
      secret: SECRET,
      studioUrl: "http://localhost:3333",
      _updatedAt: new Date().toISOString(),
    },
    { ...home, _id: "drafts.homePage" },
  ];
}

/** A content layer of its own, built from this environment as the server builds it. */
function layerWith(env: Record<string, string>) {
  return createContentLayer(parseEnv(env), { logger: { warn: vi.fn(), info: vi.fn() } });
}

const get = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { Cookie: cookie } : {} });

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
  afterEach(() => mockServer.events.removeAllListeners());

  it("does not exist without a read token, nor without a project", async () => {
    expect(layerWith({ SANITY_PROJECT_ID: "testproject", SANITY_READ_TOKEN: "" }).preview).toBeNull();
    expect(layerWith({ SANITY_READ_TOKEN: TOKEN }).preview).toBeNull();
    const route = await import("~/routes/api.preview.enable"); // this test process has neither
    const thrown = await Promise.resolve()
      .then(() =>
        route.loader({
          request: get(`http://localhost/api/preview/enable?sanity-preview-secret=${SECRET}`),
          params: {},
          context: {},
        }),
      )
      .catch((e: unknown) => e);
    expect((thrown as Response).status).toBe(404);
  });

  it("refuses a wrong secret", async () => {
    const { preview } = layerWith({ SANITY_PROJECT_ID: "testproject", SANITY_READ_TOKEN: TOKEN });
    expect(
      await preview!.enable(
        get("http://localhost/api/preview/enable?sanity-preview-secret=guess&sanity-preview-pathname=/"),
      ),
    ).toBeNull();
  });

  it("with the right secret sets a signed http-only cookie, reads drafts with stega, and disabling returns to published", async () => {
    const content = layerWith({ SANITY_PROJECT_ID: "testproject", SANITY_READ_TOKEN: TOKEN, NODE_ENV: "production" });
    const enabled = await content.preview!.enable(
      get(`http://localhost/api/preview/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=%2Fpricing`),
    );
    expect(enabled?.redirectTo).toBe("/pricing");
    const setCookie = enabled?.setCookie ?? "";
    expect(setCookie).toMatch(/^__ihuza_preview=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=None/);
    const cookie = setCookie.split(";")[0]!;

    const seen = queryRequests();
    const preview = await content.forRequest(get("http://localhost/", cookie));
    expect(preview.preview).toBe(true);
    const draft = await preview.run(HOME_PAGE_QUERY);
    expect(stegaClean(draft?.hero.text)).toBe("A draft nobody has published yet.");
    // Drafts, from the live API, with the token, asking for the source maps stega overlays are built from.
    const request = seen.at(-1)!;
    expect(request.url.searchParams.get("perspective")).toBe("drafts");
    expect(request.url.host).toBe("testproject.api.sanity.io");
    expect(request.url.searchParams.get("resultSourceMap")).toBe("withKeyArraySelector");
    expect(request.authorization).toBe(`Bearer ${TOKEN}`);

    // A forged cookie is not preview.
    const forged = await content.forRequest(get("http://localhost/", "__ihuza_preview=eyJwcmV2aWV3Ijp0cnVlfQ%3D%3D"));
    expect(forged.preview).toBe(false);

    expect(await content.preview!.disable(get("http://localhost/api/preview/disable", cookie))).toMatch(
      /Max-Age=0|Expires=Thu, 01 Jan 1970/,
    );
    const published = await (await content.forRequest(get("http://localhost/"))).run(HOME_PAGE_QUERY);
    expect(published?.hero.text).not.toContain("A draft nobody has published yet.");
    const last = seen.at(-1)!;
    expect(last.url.searchParams.get("perspective")).toBe("published");
    expect(last.url.searchParams.has("resultSourceMap")).toBe(false);
    expect(last.url.host).toBe("testproject.apicdn.sanity.io"); // published content, cached at the CDN
  });
});

/** Where a text's click-to-edit marker opens the Studio: the document (published, or the draft), the field's path. */
function editTarget(text: string | null | undefined) {
  const decoded = vercelStegaDecode<{ href: string }>(text ?? "");
  if (!decoded) return null;
  const params = new URL(decoded.href, "http://studio.test").searchParams;
  return {
    id: params.get("id"),
    type: params.get("type"),
    path: params.get("path"),
    draft: params.get("perspective") !== "published",
  };
}

describe("click-to-edit in preview reaches the field a text came from", () => {
  beforeEach(() => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    mockServer.use(...mockSanity({ documents: editorDocuments() }));
  });

  it("a landing page's blocks, the documents they reference, and a draft", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const content = layerWith({ SANITY_PROJECT_ID: "testproject", SANITY_READ_TOKEN: TOKEN });
    const enabled = await content.preview!.enable(
      get(`http://localhost/api/preview/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=%2Fwebinar`),
    );
    const cookie = enabled!.setCookie.split(";")[0]!;
    const french = await content.forRequest(get("http://localhost/fr/education", cookie));
    const page = (await french.run(LANDING_PAGE_QUERY, { path: "/education" }))!;
    type Block = (typeof page.blocks)[number];
    const block = <T extends Block["_type"]>(type: T) =>
      page.blocks.find((item): item is Extract<Block, { _type: T }> => item._type === type)!;

    // A block's own text: its key picks the block, the language picks the value.
    expect(editTarget(block("heroBlock").heading)).toEqual({
      id: "landing-education",
      type: "landingPage",
      path: 'blocks[_key=="hero"].heading[_key=="fr"].value',
      draft: false,
    });
    // The same label in two blocks of the page opens the block it was clicked in.
    expect(editTarget(block("ctaBlock").primaryCta?.label)?.path).toBe(
      'blocks[_key=="join"].primaryCta.label[_key=="fr"].value',
    );
    // A testimonial shown by reference opens the testimonial itself.
    expect(editTarget(block("testimonialsBlock").testimonials[0]!.quote)).toMatchObject({
      id: "testimonial-alineuwase",
      type: "testimonial",
    });
    // SEO text goes to head tags: never marked.
    expect(page.seo?.title).not.toMatch(STEGA);
    // A choice from a list of options is read without marks, so the block that has one is kept and laid out.
    expect(block("imageTextBlock").imageSide).toBe("left");

    // A draft is opened as the draft (the home page has one).
    const home = await (await content.forRequest(get("http://localhost/", cookie))).run(HOME_PAGE_QUERY);
    expect(editTarget(home?.hero.text)).toEqual({
      id: "homePage",
      type: "homePage",
      path: 'hero.text[_key=="en"].value',
      draft: true,
    });
    // Marked content passes the content checks as it is: nothing was repaired or left out.
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("head tags in preview never carry click-to-edit markers", () => {
  const edit = { origin: "sanity.io", href: "http://localhost:3333/intent/edit/id=pricingPage" };
  const filterDefault = vi.fn(() => true);
  const props = (sourcePath: (string | number)[]) =>
    ({ sourcePath, filterDefault, value: "x", sourceDocument: {}, resultPath: sourcePath }) as unknown as Parameters<
      typeof stegaFilter
    >[0];

  it("SEO fields and the values used as keys are left unmarked; page text is marked", () => {
    expect(stegaFilter(props(["seo", "title"]))).toBe(false);
    expect(stegaFilter(props(["seo", "description"]))).toBe(false);
    expect(stegaFilter(props(["hero", "primaryCta", "href"]))).toBe(false);
    expect(stegaFilter(props(["hero", "text"]))).toBe(true);
    expect(stegaFilter(props(["plans", 0, "name"]))).toBe(true);
  });

  it("what loaders clean on the server (site name, legal titles, JSON-LD) reaches meta as plain text", () => {
    const siteName = vercelStegaCombine("Ihuza", edit);
    const title = vercelStegaCombine("Privacy policy", edit);
    expect(title).toMatch(STEGA);
    const tags = getMeta(
      {
        location: { pathname: "/privacy-policy" },
        matches: [
          { id: "root", data: { siteUrl: "https://ihuza.rw", allowIndexing: true, siteName: stegaClean(siteName) } },
        ],
      },
      { title: stegaClean(title), description: stegaClean(vercelStegaCombine("What we keep", edit)) },
    );
    expect(JSON.stringify(tags)).not.toMatch(STEGA);
    expect(tags).toContainEqual({ title: "Privacy policy | Ihuza" });
    const settings = {
      siteName,
      footerTagline: vercelStegaCombine("Made in Kigali", edit),
      contact: { address: vercelStegaCombine("KG 7 Ave", edit) },
    };
    expect(JSON.stringify(organizationJsonLd("https://ihuza.rw", stegaClean(settings) as never))).not.toMatch(STEGA);
  });
});
