import { describe, expect, it } from "vitest";
import { fontPreloadHeader, latinFonts } from "./stylesheet.server";

// @font-face rules as the minifier writes them (build/client/assets/tailwind-*.css) and as written by hand.
const MINIFIED = [
  '@font-face{font-family:Plus Jakarta Sans Variable;font-style:normal;font-display:swap;font-weight:200 800;src:url(/assets/pjs-cyrillic-ext-A1.woff2)format("woff2-variations");unicode-range:U+460-52F,U+1C80-1C8A}',
  '@font-face{font-family:Plus Jakarta Sans Variable;font-style:normal;font-display:swap;font-weight:200 800;src:url(/assets/pjs-latin-ext-B2.woff2)format("woff2-variations");unicode-range:U+100-2BA,U+2BD-2C5}',
  '@font-face{font-family:Plus Jakarta Sans Variable;font-style:normal;font-display:swap;font-weight:200 800;src:url(/assets/pjs-latin-C3.woff2)format("woff2-variations");unicode-range:U+??,U+131,U+152-153}',
].join("");

describe("the fonts preloaded with every page", () => {
  it("are the basic Latin subsets only, however the range is written", () => {
    expect(latinFonts(MINIFIED)).toEqual(["/assets/pjs-latin-C3.woff2"]);
    expect(latinFonts('@font-face { font-family: "X"; src: url("/assets/x.woff2") format("woff2"); unicode-range: U+0000-00FF, U+0131; }')).toEqual(["/assets/x.woff2"]);
    expect(latinFonts("@font-face{font-family:X;src:url('/assets/y.woff2');unicode-range:U+0-FF}")).toEqual(["/assets/y.woff2"]);
  });

  it("are none for a local-only face, a face with no range or a file that is not woff2", () => {
    expect(latinFonts('@font-face{font-family:"Fallback";src:local("Arial");size-adjust:103.74%}')).toEqual([]);
    expect(latinFonts("@font-face{font-family:X;src:url(/assets/z.woff2)}")).toEqual([]);
    expect(latinFonts("@font-face{font-family:X;src:url(/assets/z.ttf);unicode-range:U+0-FF}")).toEqual([]);
    expect(latinFonts("")).toEqual([]);
  });

  it("go in one Link header as CORS preloads (a font fetched without CORS would be fetched again)", () => {
    expect(fontPreloadHeader(["/assets/a.woff2", "/assets/b.woff2"])).toBe(
      '</assets/a.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin, </assets/b.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin',
    );
    expect(fontPreloadHeader([])).toBeNull();
  });
});
