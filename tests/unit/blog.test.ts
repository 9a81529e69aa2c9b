import { parseFeed } from "@rowanmanning/feed-parser";
import { describe, expect, it } from "vitest";
import {
  FEED_PATH,
  listPagePath,
  nextDue,
  pageCount,
  POSTS_PER_PAGE,
  readingMinutes,
  relatedPosts,
} from "~/content/blog/blog";
import { headingsOf } from "~/content/blog/headings.server";
import { getBundledDocuments } from "~/content/layer/bundled-dataset.server";
import { buildRssFeed } from "~/content/blog/feed";
import { LOCALIZED_ROUTES } from "@shared/addresses/pages";
import { videoEmbed } from "@shared/content/video";

const block = (text: string, style = "normal", key = text) => ({
  _key: key,
  _type: "block",
  style,
  children: [{ _type: "span", text }],
});

describe("a post's reading time and headings", () => {
  it("reads 200 words a minute, rounded up", () => {
    expect(readingMinutes([block("word ".repeat(600))])).toBe(3);
    expect(readingMinutes([block("word ".repeat(610))])).toBe(4);
    expect(readingMinutes([block("short")])).toBe(1);
    expect(readingMinutes(null)).toBe(1);
    // Quotes and callouts count; code does not.
    expect(readingMinutes([{ _key: "q", _type: "pullQuote", quote: "word ".repeat(400) }])).toBe(2);
    expect(readingMinutes([{ _key: "c", _type: "callout", text: "word ".repeat(401) }])).toBe(3);
    expect(readingMinutes([{ _key: "k", _type: "codeBlock", code: "word ".repeat(4000) } as never])).toBe(1);
  });

  it("lists h2 and h3 in order, with ids unique in the page and free of accents", () => {
    const headings = headingsOf(
      [
        block("Ce qui est nouveau", "h2", "a"),
        block("Détails", "h3", "b"),
        block("just text", "normal", "c"),
        block("Détails", "h3", "d"),
        block("   ", "h2", "e"),
        block("Questions & réponses", "h2", "f"),
      ],
      "fr",
    );
    expect(headings).toEqual([
      { key: "a", id: "ce-qui-est-nouveau", text: "Ce qui est nouveau", level: 2 },
      { key: "b", id: "details", text: "Détails", level: 3 },
      { key: "d", id: "details-2", text: "Détails", level: 3 },
      // (read in the post's language: "&" is "et" in French)
      { key: "f", id: "questions-et-reponses", text: "Questions & réponses", level: 2 },
    ]);
    // Never an id the page gives something else (the skip link's target).
    expect(headingsOf([block("Main", "h2", "m")], "en")[0]!.id).toBe("main-2");
  });
});

describe("related posts", () => {
  const card = (id: string) => ({ _id: id });
  it("are the editor's picks when there are some, else those sharing a category, then the newest; never itself", () => {
    expect(relatedPosts({ _id: "p", picked: [card("a"), card("p")], sameCategory: [card("b")] })).toEqual([card("a")]);
    expect(
      relatedPosts({
        _id: "p",
        picked: [],
        sameCategory: [card("b"), card("c")],
        recent: [card("c"), card("d"), card("e")],
      }),
    ).toEqual([card("b"), card("c"), card("d")]);
  });
});

describe("the list's pages", () => {
  it("count one page even with no posts, and the first page has no number", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(POSTS_PER_PAGE)).toBe(1);
    expect(pageCount(POSTS_PER_PAGE + 1)).toBe(2);
    expect(listPagePath("/blog", 1)).toBe("/blog");
    expect(listPagePath("/blog", 3)).toBe("/blog/page/3");
  });

  it("the feed's path is a route of every language", () => {
    expect(LOCALIZED_ROUTES.map((route) => route.path)).toContain(FEED_PATH);
  });
});

describe("videos", () => {
  it("take YouTube and Vimeo addresses and frame their privacy-minded players; nothing else", () => {
    expect(videoEmbed("https://www.youtube.com/watch?v=aqz-KE-bpKQ")?.src).toBe(
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0",
    );
    expect(videoEmbed("https://youtu.be/aqz-KE-bpKQ?t=3")?.host).toBe("YouTube");
    expect(videoEmbed("https://vimeo.com/76979871")?.src).toBe(
      "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1",
    );
    for (const other of [
      "https://evil.example/watch?v=aqz-KE-bpKQ",
      "javascript:alert(1)",
      "https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ",
    ])
      expect(videoEmbed(other), other).toBeNull();
  });
});

describe("the feed", () => {
  it("is RSS 2.0 a feed reader takes: absolute links, dates, authors, categories, and text escaped", async () => {
    const xml = buildRssFeed({
      siteUrl: "https://ihuza.rw",
      siteName: "Ihuza",
      locale: "fr",
      title: "Blog Ihuza",
      description: "Actualités & tutoriels",
      posts: [
        {
          title: "Sécurité <d'abord> & toujours",
          slug: "securite",
          excerpt: "Un article « court ».",
          publishedAt: "2026-11-18T07:00:00Z",
          authors: [{ name: "Aline Mukamana" }],
          categories: [{ title: "Nouveautés produit" }],
        },
      ],
    });
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe("rss");
    expect(feed.title).toBe("Blog Ihuza");
    expect(feed.url).toBe("https://ihuza.rw/fr/blog");
    expect(feed.self).toBe("https://ihuza.rw/fr/blog/rss.xml");
    expect(feed.language).toBe("fr");
    const [item] = feed.items;
    expect(item?.title).toBe("Sécurité <d'abord> & toujours");
    expect(item?.url).toBe("https://ihuza.rw/fr/blog/securite");
    expect(item?.id).toBe("https://ihuza.rw/fr/blog/securite");
    expect(item?.published?.toISOString()).toBe("2026-11-18T07:00:00.000Z");
    expect(item?.authors.map((author) => author.name)).toEqual(["Aline Mukamana"]);
    expect(item?.categories.map((category) => category.label)).toEqual(["Nouveautés produit"]);
  });
});

describe("the bundled blog", () => {
  const documents = getBundledDocuments();
  const count = (type: string) => documents.filter((document) => document._type === type).length;
  it("holds at least 8 posts by 3 authors in 4 categories, each post with a cover, an author and a category", () => {
    expect(count("post")).toBeGreaterThanOrEqual(8);
    expect(count("author")).toBe(3);
    expect(count("blogCategory")).toBe(4);
    for (const post of documents.filter((document) => document._type === "post")) {
      expect((post.authors as unknown[]).length, post._id).toBeGreaterThan(0);
      expect((post.categories as unknown[]).length, post._id).toBeGreaterThan(0);
      expect(post.cover, post._id).toBeTruthy();
    }
  });
});

describe("the next publish time", () => {
  it("is the earliest time after now; none when every post is out", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    expect(nextDue(["2026-11-25T11:00:00Z", "2026-11-26T08:00:00Z", "2026-11-25T13:00:00Z", null], now)).toBe(
      Date.parse("2026-11-25T13:00:00Z"),
    );
    expect(nextDue(["2026-11-25T11:00:00Z", "not a date"], now)).toBeNull();
    expect(nextDue([], now)).toBeNull();
  });
});
