import fc from "fast-check";
import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { buildRssFeed } from "~/content/blog/feed";
import { buildSitemapXml } from "~/content/site/sitemap";
import { namesOf } from "@shared/addresses/names";
import { xmlChars } from "@shared/content/xml";

/*
 * Every XML the site writes stays well-formed whatever an editor pastes: a strict XML 1.0 parser (saxes, which
 * refuses the characters XML forbids) reads each writer's output over random strings, control characters, lone
 * surrogates and U+FFFE/U+FFFF included.
 */

/** The text nodes of `xml`, joined, after a strict parse (throws on anything malformed). */
function parseStrict(xml: string): string {
  const parser = new SaxesParser({ xmlns: true });
  let text = "";
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("text", (chunk) => (text += chunk));
  parser.on("cdata", (chunk) => (text += chunk));
  parser.write(xml).close();
  return text;
}

/**
 * Any character, the ones XML forbids drawn often (a pasted backspace, a vertical tab, a lone surrogate), and what
 * ends a CDATA section (`]]>`, which the feed's titles sit in).
 */
const anyChar = fc.oneof(
  fc.constantFrom("\u0000", "\u0008", "\u000b", "\u000c", "\u001f", "\ud800", "\udfff", "\ufffe", "\uffff", "<", "&"),
  fc.constantFrom("]]>", "]", ">", "<![CDATA["),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
);
const text = fc.string({ unit: anyChar, minLength: 1, maxLength: 40 });

describe("text written into XML", () => {
  it("keeps what XML allows and drops what it forbids (the libraries that write it escape markup)", () => {
    expect(xmlChars("a\u0008b\u000bc\td\ne\rf\ud83d\ude80\ud800\ufffe")).toBe("abc\td\ne\rf\ud83d\ude80");
  });
});

describe("every XML document the site writes is well-formed whatever the content holds", () => {
  it("the blog's feed", () => {
    fc.assert(
      fc.property(text, text, text, text, text, text, (title, excerpt, author, category, site, slug) => {
        const xml = buildRssFeed({
          siteUrl: "https://ihuza.rw",
          locale: "fr",
          title: `Blog ${site}`,
          siteName: site,
          description: site,
          posts: [
            {
              title,
              // (a valid name, so the item is written: a random one has no address, and no item)
              slug: "launch",
              excerpt,
              publishedAt: "2026-11-18T07:00:00Z",
              authors: [{ name: author }],
              categories: [{ title: category }],
            },
          ],
        });
        expect(() => parseStrict(xml)).not.toThrow();
        // (a reader sees the title less the forbidden characters, its line ends normalised as XML does)
        expect(parseStrict(xml)).toContain(xmlChars(title).replace(/\r\n?/g, "\n"));
        expect(parseStrict(xml)).toContain(xmlChars(excerpt).replace(/\r\n?/g, "\n"));
        // (and the texts it writes escaped rather than in CDATA: the site's name, an author, a category)
        for (const written of [site, author, category])
          expect(parseStrict(xml)).toContain(xmlChars(written).replace(/\r\n?/g, "\n"));
        expect(slug).toBeDefined();
      }),
    );
  });

  it("sitemap.xml", async () => {
    await fc.assert(
      // (the CMS's own values that reach the file: a change's time, and the documents' names)
      fc.asyncProperty(text, text, text, async (slug, path, updatedAt) => {
        const xml = await buildSitemapXml(
          "https://ihuza.rw",
          [{ _type: "legalPage", _updatedAt: updatedAt, slug }],
          [
            { _type: "post", name: slug, names: namesOf(slug, null), _updatedAt: updatedAt, noindex: false },
            { _type: "post", name: "launch", names: namesOf("launch", null), _updatedAt: updatedAt, noindex: false },
            {
              _type: "landingPage",
              name: `/${path}`,
              names: namesOf(`/${path}`, null),
              _updatedAt: updatedAt,
              noindex: false,
            },
          ],
        );
        expect(() => parseStrict(xml)).not.toThrow();
        expect(xml).toContain("<loc>https://ihuza.rw/blog/launch</loc>");
      }),
    );
  });

  it("fails on what the writers wrote before (a backspace in a title)", () => {
    expect(() => parseStrict("<t>a\u0008b</t>")).toThrow();
  });
});
