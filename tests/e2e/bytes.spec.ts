import { expect, ONCE, test } from "../playwright-utils";

/*
 * Every byte of a page is its text's (issue 62): React 18's Node renderer left a zero byte where a character did not
 * fit at the end of its buffer, on French and Kinyarwanda pages most. Crawlers stop at it; grep calls the page binary.
 */

/** C0 control characters but tab, LF and CR: never in an HTML answer. */
const isControl = (byte: number) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d;

test(
  "every address of sitemap.xml, in three languages, answers HTML with no control byte",
  ONCE,
  async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, address]) => address!);
    const paths = addresses.map((address) => new URL(address).pathname);
    // All three languages are there (written out: the French and Kinyarwanda home pages).
    expect(paths).toEqual(expect.arrayContaining(["/", "/fr", "/rw"]));
    expect(paths.length).toBeGreaterThan(60);
    const found: string[] = [];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
      const body = await response.body();
      const at = body.findIndex(isControl);
      if (at >= 0) found.push(`${path}: byte ${at} is 0x${body[at]!.toString(16).padStart(2, "0")}`);
    }
    expect(found).toEqual([]);
  },
);
