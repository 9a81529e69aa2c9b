import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseShareImagePath, shareImagePath, type ShareCard } from "~/share/cards";
import { renderShareImage } from "~/share/render.server";
import { SHARE_COLORS, SHARE_IMAGE_SIZE } from "~/share/theme";

const card: ShareCard = {
  locale: "fr",
  path: "/blog/traduction-en-direct",
  kicker: "Guides pratiques",
  title: "La traduction en direct : parler avec chaque client dans sa langue, sans interprète ni attente",
};

/** A PNG's size, from its IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("share images", () => {
  it("are drawn in the site's own colours (app/tailwind.css)", () => {
    const css = readFileSync("app/tailwind.css", "utf8");
    for (const [token, value] of Object.entries(SHARE_COLORS)) {
      expect(css, token).toContain(`--color-${token}: ${value};`);
    }
  });

  it("renders a 1200 × 630 PNG of a long French title, with no network", async () => {
    const png = await renderShareImage(card, "Ihuza", "Français");
    expect(pngSize(png)).toEqual(SHARE_IMAGE_SIZE);
    // A picture, not an empty canvas: a drawn title and logo compress far worse than a flat background.
    expect(png.length).toBeGreaterThan(20_000);
    const plain = await renderShareImage({ ...card, title: "" }, "Ihuza", "Français");
    expect(plain.equals(png)).toBe(false);
  });

  it("have a URL that names the page and changes with what the picture shows", () => {
    const path = shareImagePath(card);
    expect(path).toMatch(/^\/og\/[a-z0-9_-]{16}\/fr\/blog\/traduction-en-direct\.png$/);
    expect(shareImagePath({ ...card })).toBe(path);
    expect(shareImagePath({ ...card, title: `${card.title}.` })).not.toBe(path);
    expect(shareImagePath({ ...card, kicker: "Actualités" })).not.toBe(path);
    expect(shareImagePath({ ...card, locale: "rw" })).not.toBe(path);
    expect(parseShareImagePath(path)).toEqual({ hash: path.split("/")[2], locale: "fr", path: card.path });
    expect(parseShareImagePath(shareImagePath({ ...card, path: "/" }))).toMatchObject({ path: "/", locale: "fr" });
  });

  it.each([
    "/og/abc/fr/pricing.png",
    "/og/0123456789abcdef/de/pricing.png",
    "/og/0123456789abcdef/fr/pricing.jpg",
    "/og/0123456789abcdef/fr//pricing.png",
    "/og/0123456789abcdef/fr/pricing/.png",
    "/og/0123456789abcdef/fr/../etc/passwd.png",
    "/og/0123456789abcdef/fr/%2e%2e/x.png",
  ])("refuse a path of another shape: %s", (path) => {
    expect(parseShareImagePath(path)).toBeNull();
  });
});
