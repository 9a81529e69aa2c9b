import { describe, expect, it } from "vitest";
import { checkDataset, QUALITY_LIMITS, type Finding } from "@shared/quality/quality";
import { DICTIONARIES } from "@shared/dictionaries/by-locale";
import { FIXED_PAGE_TITLES } from "@shared/dictionaries/page-titles";
import { DESCRIPTION, findings, image, of, page, post, text, tr, type Doc } from "./quality-kit";

/*
 * The content quality rules (issue 51, app/shared/quality/quality.ts), each at its boundaries and in each language, over
 * small datasets made here (`npm run content:check`: quality-check-cli.test.ts).
 */

it("a clean post has no finding", () => {
  expect(findings(post())).toEqual([]);
});

describe("image-alt", () => {
  it("is an error without English, a warning without French or Kinyarwanda (English is read meanwhile)", () => {
    expect(of("image-alt", findings(post({ cover: image(tr("", "Une carte", "Ikarita")) })))).toEqual([
      { level: "error", language: "en", path: "cover.alt" },
    ]);
    expect(of("image-alt", findings(post({ cover: image(tr("A map", undefined, " ")) })))).toEqual([
      { level: "warning", language: "fr", path: "cover.alt" },
      { level: "warning", language: "rw", path: "cover.alt" },
    ]);
    expect(of("image-alt", findings(post({ cover: image() }))).map((finding) => finding.level)).toEqual([
      "error",
      "warning",
      "warning",
    ]);
  });

  it("reads an image inside a language's text in that language only, where none is an error in any language; decorative, logos and share images need none", () => {
    const inline = { _type: "postImage", _key: "p1", asset: image().asset };
    const body = tr([inline], [{ ...inline, alt: "Une carte" }], [inline]);
    expect(of("image-alt", findings(post({ body })))).toEqual([
      { level: "error", language: "en", path: "body[en][p1].alt" },
      { level: "error", language: "rw", path: "body[rw][p1].alt" },
    ]);
    expect(of("image-alt", findings(post({ body: tr([{ ...inline, decorative: true }]) })))).toEqual([]);
    expect(of("image-alt", findings(post({ cover: { ...image(), decorative: true } })))).toEqual([]);
    const logos = { _type: "logosBlock", _key: "l", logos: [{ _key: "k", name: tr("Kivu"), image: image() }] };
    expect(of("image-alt", findings({ ...post(), _id: "x", _type: "landingPage", blocks: [logos] }))).toEqual([]);
    expect(of("image-alt", findings(post({ seo: { image: image() } })))).toEqual([]);
  });
});

describe("heading-order", () => {
  const block = (style: string, key: string) => ({ _type: "block", _key: key, style, markDefs: [], children: [] });
  it("takes h2 then one level down at a time, in each language", () => {
    const good = [block("h2", "a"), block("h3", "b"), block("h2", "c"), block("normal", "d"), block("h3", "e")];
    expect(of("heading-order", findings(post({ body: tr(good) })))).toEqual([]);
    const skips = tr(good, [block("h2", "a"), block("h4", "b")], good);
    expect(of("heading-order", findings(post({ body: skips })))).toEqual([
      { level: "error", language: "fr", path: "body[fr][b]" },
    ]);
  });

  it("refuses a text that starts below the page's level, and a second h1", () => {
    expect(of("heading-order", findings(post({ body: tr([block("h3", "a")]) }))).length).toBe(3);
    expect(of("heading-order", findings(post({ body: tr([block("h1", "a")], [], []) })))).toEqual([
      { level: "error", language: "en", path: "body[en][a]" },
    ]);
  });

  it("starts a rich-text block's text below the block's own heading (an h2): h3 first is right, a skip still is not", () => {
    const landing = (richText: Record<string, unknown>): Doc => ({
      _id: "landing-x",
      _type: "landingPage",
      title: tr("A landing page"),
      path: { current: "/x" },
      seo: { description: tr(DESCRIPTION) },
      blocks: [
        { _type: "heroBlock", _key: "hero", heading: tr("A landing page") },
        { _type: "richTextBlock", _key: "rt", ...richText },
      ],
    });
    const under = [block("h3", "a"), block("normal", "b"), block("h3", "c"), block("h4", "d")];
    expect(of("heading-order", findings(landing({ heading: tr("Why Ihuza"), body: tr(under) })))).toEqual([]);
    // (a language without its own heading shows the English one: its text is still under it)
    expect(of("heading-order", findings(landing({ heading: tr("Why Ihuza", ""), body: tr(under) })))).toEqual([]);
    // An h2 in it is a section beside the block's: right too.
    expect(of("heading-order", findings(landing({ heading: tr("Why"), body: tr([block("h2", "a")]) })))).toEqual([]);
    const skip = findings(landing({ heading: tr("Why"), body: tr([block("h2", "a"), block("h4", "b")]) }));
    expect(of("heading-order", skip).map((finding) => finding.path)).toEqual([
      "blocks[rt].body[en][b]",
      "blocks[rt].body[fr][b]",
      "blocks[rt].body[rw][b]",
    ]);
    const deep = findings(landing({ heading: tr("Why"), body: tr([block("h4", "a")], [], []) }));
    expect(deep.find((finding) => finding.rule === "heading-order")?.message).toBe(
      "The text starts with a heading 4 under its block's heading 2: start with a heading 3.",
    );
    // Without a heading of its own, the block's text is under the page's h1, as a post's is.
    expect(of("heading-order", findings(landing({ body: tr([block("h3", "a")], [], []) })))).toEqual([
      { level: "error", language: "en", path: "blocks[rt].body[en][a]" },
    ]);
  });
});

describe("seo-title and seo-description", () => {
  it('warns past 60 characters of title as the page shows it (with " | Ihuza"), and outside 70 to 160 of description, per language', () => {
    const at = (title: number, description: number) =>
      findings(post({ seo: { title: tr(text(52), text(title)), description: tr(text(70), text(description)) } }));
    expect(of("seo-title", at(52, 160))).toEqual([]);
    expect(of("seo-description", at(52, 160))).toEqual([]);
    expect(of("seo-title", at(53, 160))).toEqual([{ level: "warning", language: "fr", path: "seo.title" }]);
    expect(findings(post({ seo: { title: tr(text(53)) } })).find((f) => f.rule === "seo-title")?.message).toBe(
      `The page's title is "${text(53)} | Ihuza", 61 characters with what the page adds: search results show about 60.`,
    );
    expect(of("seo-description", at(52, 161))).toEqual([{ level: "warning", language: "fr", path: "seo.description" }]);
    expect(of("seo-description", at(52, 69))).toEqual([{ level: "warning", language: "fr", path: "seo.description" }]);
    expect(QUALITY_LIMITS).toMatchObject({ seoTitleMax: 60, seoDescriptionMin: 70, seoDescriptionMax: 160 });
    // A title that holds the site's name already is shown as it is; the site's name is the settings' when set.
    expect(of("seo-title", findings(post({ seo: { title: tr(`Ihuza ${text(54)}`) } })))).toEqual([]);
    const settings: Doc = { _id: "siteSettings", _type: "siteSettings", siteName: "Ihuza Business Messaging" };
    expect(of("seo-title", findings(post({ seo: { title: tr(text(40)) } }), settings)).length).toBe(3);
  });

  it("checks the fixed pages' search fields too: lengths, a description missing; a title left to the site's words is not the editors'", () => {
    const home: Doc = { _id: "homePage", _type: "homePage", seo: { title: tr(text(90)), description: tr(text(300)) } };
    expect(of("seo-title", findings(home)).length).toBe(3);
    expect(of("seo-description", findings(home)).length).toBe(3);
    // Without a description the page has none (search engines pick a sentence); without a title, the site's words.
    const bare = findings({ _id: "aboutPage", _type: "aboutPage" });
    expect(bare.map(({ rule, language, path }) => ({ rule, language, path }))).toEqual(
      (["en", "fr", "rw"] as const).map((language) => ({ rule: "seo-description", language, path: "seo.description" })),
    );
    // A language without its own shows the English one: that is what is measured there.
    const about: Doc = {
      _id: "aboutPage",
      _type: "aboutPage",
      seo: { description: tr(text(300), undefined, DESCRIPTION) },
    };
    expect(of("seo-description", findings(about))).toEqual([
      { level: "warning", language: "en", path: "seo.description" },
      { level: "warning", language: "fr", path: "seo.description" },
    ]);
    // A legal page: its title and its summary (what the page gives as its description).
    const legal: Doc = {
      _id: "legal-terms",
      _type: "legalPage",
      slug: { current: "terms-of-service" },
      title: tr(text(60)),
      summary: tr(text(20)),
    };
    expect(of("seo-title", findings(legal))[0]).toEqual({ level: "warning", language: "en", path: "title" });
    expect(of("seo-description", findings(legal))[0]).toEqual({ level: "warning", language: "en", path: "summary" });
  });

  it("counts a category's and an author's title as their pages show them: in the blog's words, then the site's name", () => {
    const category = (title: string): Doc => ({
      _id: "category-x",
      _type: "blogCategory",
      slug: { current: "x" },
      title: tr(title),
      description: tr(DESCRIPTION),
    });
    // "<title> · Blog | Ihuza", "<title> · Inkuru | Ihuza": 15 and 17 characters past the title.
    expect(of("seo-title", findings(category(text(43))))).toEqual([]);
    expect(of("seo-title", findings(category(text(45))))).toEqual([
      { level: "warning", language: "rw", path: "title" },
    ]);
    expect(of("seo-title", findings(category(text(46))))).toEqual([
      { level: "warning", language: "en", path: "title" },
      { level: "warning", language: "fr", path: "title" },
      { level: "warning", language: "rw", path: "title" },
    ]);
    expect(findings(category("Guides")).filter((finding) => finding.rule === "seo-title")).toEqual([]);
    const author: Doc = {
      _id: "author-x",
      _type: "author",
      slug: { current: "x" },
      name: tr(text(44)),
      bio: tr(DESCRIPTION),
    };
    // "Posts by <name> | Ihuza" is 61 characters; "Articles de <name> | Ihuza" and "Inkuru za <name> | Ihuza" longer.
    expect(of("seo-title", findings(author)).map((finding) => finding.language)).toEqual(["en", "fr", "rw"]);
    expect(findings(author).find((finding) => finding.rule === "seo-title")?.message).toBe(
      `The page's title is "Posts by ${text(44)} | Ihuza", 61 characters with what the page adds: search results show about 60.`,
    );
  });

  it("holds the site's own words for a page (the blog's, a fixed page's without a search title) to the same limits", () => {
    for (const [language, words] of Object.entries(DICTIONARIES))
      for (const [path, title] of Object.entries(FIXED_PAGE_TITLES)) {
        const shown = `${title(words)} | Ihuza`;
        expect(shown.length, `${language} ${path}: ${shown}`).toBeLessThanOrEqual(QUALITY_LIMITS.seoTitleMax);
      }
    // The blog's list gives its intro as its description.
    for (const [language, words] of Object.entries(DICTIONARIES))
      expect(words.blog.intro.length, language).toBeGreaterThanOrEqual(QUALITY_LIMITS.seoDescriptionMin);
  });

  it("warns when a page with an address has no description at all, and never for a page kept from indexes", () => {
    const bare = { _id: "l", _type: "landingPage", title: tr("Page"), path: { current: "/x" }, blocks: [] };
    expect(of("seo-description", findings(bare as Doc)).length).toBe(3);
    expect(of("seo-description", findings({ ...bare, seo: { noindex: true } } as Doc))).toEqual([]);
  });
});

it("duplicate-title: two published pages of one language with one title", () => {
  const other = post({ _id: "post-b", slug: { current: "b" }, title: tr("Another", "A post", "Ikindi") });
  expect(of("duplicate-title", findings(post(), other))).toEqual([{ level: "warning", language: "fr", path: "title" }]);
  expect(of("duplicate-title", findings(post(), { ...other, _id: "drafts.post-b" }))).toEqual([]);
  // A fixed page's search title is one of every page's titles.
  const pricing: Doc = { _id: "pricingPage", _type: "pricingPage", seo: { title: tr("Plans", "A post", "Ibiciro") } };
  expect(of("duplicate-title", findings(post(), pricing))).toEqual([
    { level: "warning", language: "fr", path: "seo.title" },
  ]);
});

it("duplicate-title: compared as the <title>s show them, across every page of a language, the site's own words included", () => {
  const landing = (title: string[]): Doc => ({
    _id: "landing-x",
    _type: "landingPage",
    title: tr(...title),
    path: { current: "/x" },
    blocks: [],
  });
  // The pricing page without a search title is "Pricing", "Tarifs", "Ibiciro"; the blog's list "Blog", "Inkuru".
  const pricingPage: Doc = { _id: "pricingPage", _type: "pricingPage" };
  const duplicates = (...documents: Doc[]) =>
    checkDataset(documents).filter((finding) => finding.rule === "duplicate-title");
  expect(duplicates(landing(["Pricing", "Tarifs", "Webinari"]), pricingPage)).toMatchObject([
    { documentId: "landing-x", language: "en", message: "Another page has this title in this language (pricingPage)." },
    { documentId: "landing-x", language: "fr" },
  ]);
  // A page whose document is not in the dataset yet still has its title; so has the blog, which has none.
  expect(duplicates(landing(["Pricing", "Blog", "Inkuru"]))).toMatchObject([
    { language: "en", message: "Another page has this title in this language (the page /pricing)." },
    { language: "fr", message: "Another page has this title in this language (the page /blog)." },
    { language: "rw", message: "Another page has this title in this language (the page /blog)." },
  ]);
  // A category and a post of one title are two titles on screen ("Guides · Blog", "Guides").
  const category: Doc = { _id: "category-g", _type: "blogCategory", slug: { current: "g" }, title: tr("Guides") };
  expect(duplicates(category, post({ title: tr("Guides") }))).toEqual([]);
});

describe("links", () => {
  const withLink = (mark: Record<string, unknown>) =>
    post({
      body: tr([
        {
          _type: "block",
          _key: "p",
          style: "normal",
          markDefs: [{ _key: "m", ...mark }],
          children: [{ _type: "span", _key: "s", text: "see", marks: ["m"] }],
        },
      ]),
    });
  it("link-target: a reference to a missing or unpublished page is an error", () => {
    const ref = (id: string) => withLink({ _type: "internalLink", reference: { _type: "reference", _ref: id } });
    expect(of("link-target", findings(ref("pricingPage"), page("pricingPage")))).toEqual([]);
    expect(of("link-target", findings(ref("gone"))).map((finding) => finding.level)).toEqual([
      "error",
      "error",
      "error",
    ]);
    expect(of("link-target", findings(ref("landing-x"), page("drafts.landing-x", "landingPage"))).length).toBe(3);
    const redirect = { _id: "r", _type: "redirect", from: "/old", toPage: { _type: "reference", _ref: "deleted" } };
    expect(of("link-target", findings(redirect))).toEqual([{ level: "error", language: null, path: "toPage" }]);
  });

  it("link-target: a reference weak by its field's choice (a menu entry the site leaves out) is none; one to a draft, made strong on publish, is", () => {
    const menu = (reference: Record<string, unknown>) => ({
      _id: "siteSettings",
      _type: "siteSettings",
      headerMenu: [{ _key: "e", _type: "menuEntry", page: { _type: "reference", _ref: "landing-x", ...reference } }],
    });
    expect(of("link-target", findings(menu({ _weak: true })))).toEqual([]);
    expect(of("link-target", findings(menu({})))).toHaveLength(1);
    const toDraft = { _weak: true, _strengthenOnPublish: { type: "landingPage" } };
    expect(of("link-target", findings(menu(toDraft)))).toEqual([
      { level: "error", language: null, path: "headerMenu[e].page" },
    ]);
  });

  it("points at a translated entry by its own key (the Studio's are random) and its value, as Sanity's path does, and reads it by its language", () => {
    const [english, french] = withLink({ _type: "internalLink", reference: { _type: "reference", _ref: "gone" } })
      .body as { _key: string }[];
    const document = post({ body: [{ ...english, _key: "k3x9" }, french] });
    const found = checkDataset([document]).filter((finding) => finding.rule === "link-target");
    expect(found.map(({ language, path }) => ({ language, path }))).toEqual([
      { language: "en", path: "body[en][p].markDefs[m].reference" },
      { language: "fr", path: "body[fr][p].markDefs[m].reference" },
    ]);
    expect(found[0]!.segments).toEqual([
      "body",
      { _key: "k3x9" },
      "value",
      { _key: "p" },
      "markDefs",
      { _key: "m" },
      "reference",
    ]);
    // (the path leads to the reference in the document, as the Studio follows it)
    const at = (value: unknown, segments: Finding["segments"]) =>
      segments.reduce<unknown>(
        (node, step) =>
          typeof step === "object"
            ? (node as { _key: string }[] | undefined)?.find((item) => item._key === step._key)
            : (node as Record<string | number, unknown> | undefined)?.[step],
        value,
      );
    expect(at(document, found[0]!.segments)).toMatchObject({ _ref: "gone" });
    expect(at(document, found[1]!.segments)).toMatchObject({ _ref: "gone" });
  });

  it("link-path: a typed address the site does not serve is an error; pages, documents, redirects and files are served", () => {
    const typed = (href: string) =>
      of("link-path", findings(withLink({ _type: "link", href }), { _id: "r", _type: "redirect", from: "/plans" }));
    for (const href of [
      "/pricing",
      "/fr/tarifs",
      "/blog/a-post",
      "/plans",
      "/pricing#faq",
      "/blog/rss.xml",
      "/illustrations/x.svg",
    ])
      expect(typed(href), href).toEqual([]);
    expect(typed("/pricng").map((finding) => finding.level)).toEqual(["error", "error", "error"]);
  });

  it("link-path: the blog's next pages are served in each language's words, as many as the posts fill", () => {
    // Seven posts: two pages of six.
    const others = Array.from({ length: 6 }, (_, index) => ({
      ...post({ slug: { _type: "slug", current: `other-${index}` } }),
      _id: `post-${index}`,
    }));
    const typed = (href: string) => of("link-path", findings(withLink({ _type: "link", href }), ...others)).length;
    for (const href of ["/blog/page/2", "/fr/blog/page/2", "/rw/inkuru/urupapuro/2"]) expect(typed(href), href).toBe(0);
    for (const href of ["/blog/page/3", "/rw/inkuru/urupapuro/3"]) expect(typed(href), href).toBe(3);
  });

  it("insecure-link: http:// to another site is a warning; https, mailto and paths are not", () => {
    expect(of("insecure-link", findings(withLink({ _type: "link", href: "http://example.com" }))).length).toBe(3);
    expect(of("insecure-link", findings(withLink({ _type: "link", href: "https://example.com" })))).toEqual([]);
    expect(of("insecure-link", findings(withLink({ _type: "link", href: "mailto:a@b.rw" })))).toEqual([]);
  });
});

describe("images' weight and width", () => {
  it("warns over 2 MB, where the size is known", () => {
    const bytes = (size: number) => () => size;
    expect(of("image-weight", checkDataset([post()], bytes(QUALITY_LIMITS.imageMaxBytes)))).toEqual([]);
    expect(of("image-weight", checkDataset([post()], bytes(QUALITY_LIMITS.imageMaxBytes + 1)))).toEqual([
      { level: "warning", language: null, path: "cover" },
    ]);
  });

  it("warns for a cover under 1200 px wide", () => {
    expect(of("image-width", findings(post({ cover: image(tr("A"), "1200x675") })))).toEqual([]);
    expect(of("image-width", findings(post({ cover: image(tr("A"), "1199x675") })))).toEqual([
      { level: "warning", language: null, path: "cover" },
    ]);
  });
});

it("post-excerpt: an error without English, a warning without another language", () => {
  expect(of("post-excerpt", findings(post({ excerpt: tr("", DESCRIPTION, DESCRIPTION) })))).toEqual([
    { level: "error", language: "en", path: "excerpt" },
  ]);
  expect(of("post-excerpt", findings(post({ excerpt: tr(DESCRIPTION, undefined, DESCRIPTION) })))).toEqual([
    { level: "warning", language: "fr", path: "excerpt" },
  ]);
});

it("landing-h1: a landing page opens with a hero and its heading", () => {
  const landing = (blocks: unknown[]) => ({
    _id: "l",
    _type: "landingPage",
    title: tr("Page"),
    path: { current: "/x" },
    seo: { description: tr(DESCRIPTION) },
    blocks,
  });
  expect(of("landing-h1", findings(landing([{ _type: "heroBlock", _key: "h", heading: tr("Hello") }])))).toEqual([]);
  expect(of("landing-h1", findings(landing([{ _type: "faqBlock", _key: "f" }])))).toEqual([
    { level: "error", language: null, path: "blocks" },
  ]);
  expect(of("landing-h1", findings(landing([{ _type: "heroBlock", _key: "h", heading: tr("") }]))).length).toBe(1);
});
