import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentImage } from "~/components/common/ContentImage";
import { resolveImage, resolveImages } from "./images.server";

const sanity = { kind: "sanity", projectId: "abc123", dataset: "production" } as const;
const photo = { ref: "image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg", alt: "Our team in Kigali" };

describe("content images resolved on the server", () => {
  it("offers Sanity's CDN at several widths, in the best format the browser takes, never wider than the file", () => {
    const image = resolveImage(sanity, photo)!;
    expect(image.width).toBe(2000);
    expect(image.height).toBe(3000);
    const candidates = image.srcSet!.split(", ");
    expect(candidates.map((c) => c.split(" ")[1])).toEqual([
      "160w",
      "320w",
      "480w",
      "640w",
      "800w",
      "960w",
      "1280w",
      "1600w",
      "1920w",
      "2000w",
    ]);
    for (const candidate of candidates) {
      const url = new URL(candidate.split(" ")[0]!);
      expect(url.host).toBe("cdn.sanity.io");
      expect(url.pathname).toBe("/images/abc123/production/Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000.jpg");
      expect(url.searchParams.get("auto")).toBe("format");
      expect(url.searchParams.get("w")).toBe(candidate.split(" ")[1]!.replace("w", ""));
    }
    expect(resolveImage(sanity, { ...photo, ref: "image-abc-300x200-png" })!.srcSet).toBe(
      "https://cdn.sanity.io/images/abc123/production/abc-300x200.png?w=160&fit=max&auto=format 160w, https://cdn.sanity.io/images/abc123/production/abc-300x200.png?w=300&fit=max&auto=format 300w",
    );
  });

  it("applies the editor's crop to the URL and to the reserved size, and places the hotspot", () => {
    const image = resolveImage(sanity, {
      ...photo,
      crop: { top: 0.1, bottom: 0.4, left: 0.25, right: 0.25 },
      hotspot: { x: 0.7, y: 0.15, width: 0.2, height: 0.2 },
    })!;
    expect(image.width).toBe(1000);
    expect(image.height).toBe(1500);
    expect(new URL(image.src).searchParams.get("rect")).toBe("500,300,1000,1500");
    // The hotspot (0.7, 0.15) is in the right third and the top third of the cropped picture.
    expect(image.focus).toBe("right top");
    expect(resolveImage(sanity, photo)!.focus).toBe("center center");
  });

  it("passes Sanity's blurred preview through; vector files get no srcset", () => {
    expect(resolveImage(sanity, { ...photo, lqip: "data:image/jpeg;base64,/9j/2wBD" })!.lqip).toBe(
      "data:image/jpeg;base64,/9j/2wBD",
    );
    const svg = resolveImage(sanity, { ref: "image-abc-640x480-svg", alt: null })!;
    expect(svg.srcSet).toBeNull();
    expect(svg.src).toBe("https://cdn.sanity.io/images/abc123/production/abc-640x480.svg");
  });

  it("serves the bundled illustrations from this site, and drops what has no file", () => {
    const image = resolveImage(
      { kind: "bundled" },
      { ref: "image-1c2ac464859cb7ec768bd2f529c566374acd4b57-640x480-svg", alt: "Chat" },
    )!;
    // A hashed /assets/ URL in the build; Vitest inlines the same file as a data: URL.
    expect(image.src).toMatch(
      /^\/assets\/1c2ac464859cb7ec768bd2f529c566374acd4b57-640x480-[\w-]+\.svg$|^data:image\/svg\+xml/,
    );
    expect(image).toMatchObject({ width: 640, height: 480, srcSet: null, alt: "Chat" });
    expect(resolveImage({ kind: "bundled" }, { ref: "image-0000-10x10-png", alt: null })).toBeNull();
    expect(resolveImage(sanity, { ref: null, alt: "no file" })).toBeNull();
    expect(resolveImage(sanity, { ref: "image-malformed", alt: null })).toBeNull();
  });

  it("resolves every image field anywhere in a query result and leaves the rest alone", () => {
    const result = resolveImages(
      { title: "About", image: photo, cards: [{ image: null }, { image: { ref: null, alt: null } }], count: 3 },
      sanity,
    );
    expect(result.title).toBe("About");
    expect(result.count).toBe(3);
    expect(result.image?.srcSet).toContain("auto=format");
    expect(result.cards.map((card) => card.image)).toEqual([null, null]);
  });
});

describe("ContentImage", () => {
  it("renders srcset, sizes, the reserved size and the LCP hints", () => {
    const html = renderToStaticMarkup(
      <ContentImage image={resolveImage(sanity, photo)} width={640} priority className="rounded-3xl" />,
    );
    expect(html).toContain('sizes="(max-width: 640px) 100vw, 640px"');
    expect(html).toContain('width="2000"');
    expect(html).toContain('height="3000"');
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('alt="Our team in Kigali"');
    const lazy = renderToStaticMarkup(<ContentImage image={resolveImage(sanity, photo)} width={640} />);
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).not.toContain("fetchpriority");
  });

  it("puts the blurred preview under a raster image while it loads", () => {
    const html = renderToStaticMarkup(
      <ContentImage image={resolveImage(sanity, { ...photo, lqip: "data:image/jpeg;base64,AAAA" })} width={640} />,
    );
    expect(html).toMatch(
      /<span class="relative block overflow-hidden[^"]*"><img src="data:image\/jpeg;base64,AAAA" alt="" aria-hidden="true"[^>]*blur-lg[^>]*\/><img /,
    );
  });
});
