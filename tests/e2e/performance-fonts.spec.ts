import { expect, ONCE, painted, shifted, test, watchShifts } from "../playwright-utils";

/*
 * The text font comes after the first paint (font-display: swap) in a fallback scaled to its size
 * (app/tailwind.css): its arrival hardly moves the page.
 */

test.describe("the text font's arrival hardly moves the page", ONCE, () => {
  test("a page whose font comes late hardly moves when it arrives (on a phone, where lines are short)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const route of ["/about", "/pricing", "/"]) {
      // The font held back until the page has painted and settled in the fallback; then let through.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.woff2$/, async (font) => {
        await held;
        await font.continue();
      });
      await page.goto(route, { waitUntil: "domcontentloaded" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await painted(page);
      expect(await page.evaluate(() => document.fonts.check('400 16px "Plus Jakarta Sans Variable"'))).toBe(false);
      await watchShifts(page);
      release();
      await page.waitForFunction(
        () => document.fonts.status === "loaded" && document.fonts.check('400 16px "Plus Jakarta Sans Variable"'),
      );
      // (the frame drawn in the font, and its layout shift reported)
      await painted(page);
      // An unscaled fallback shifted these pages by 0.03 to 0.08 here (Lighthouse had measured 0.053 on /about);
      // what is left is a line that wraps one word sooner or later.
      expect(await shifted(page), route).toBeLessThan(0.02);
      await page.unrouteAll();
    }
  });

  test("until the font arrives, the fallback takes the same room for the page's own texts, at each weight", async ({
    page,
  }) => {
    // The texts as they stay: the hero's greeting typed whole, not caught half-way by the typewriter (with motion, the
    // network's going idle decides how much of it is typed, and its words are in the sum or not).
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const route of ["/", "/fr/tarifs"]) {
      await page.goto(route, { waitUntil: "networkidle" });
      const weights = await page.evaluate(async () => {
        // Each text as shown (its weight), set once in the web font and once in the fallback: total widths per weight.
        const byWeight = new Map<string, string[]>();
        // (texts shown: not the scripts', whose JSON of the page's data would weigh in the sum)
        for (const element of document.querySelectorAll("body *")) {
          if (element.closest("script, style, template, noscript")) continue;
          const text = element.children.length === 0 ? (element.textContent ?? "").trim() : "";
          if (text.length < 4) continue;
          const weight = getComputedStyle(element).fontWeight;
          byWeight.set(weight, [...(byWeight.get(weight) ?? []), text]);
        }
        const context = document.createElement("canvas").getContext("2d")!;
        const width = (font: string, texts: string[]) => {
          context.font = font;
          return texts.reduce((total, text) => total + context.measureText(text).width, 0);
        };
        const out: { weight: string; texts: number; ratio: number; lineBox: number }[] = [];
        for (const [weight, texts] of byWeight) {
          await document.fonts.load(`${weight} 20px "Plus Jakarta Sans Fallback"`);
          await document.fonts.load(`${weight} 20px "Plus Jakarta Sans Variable"`);
          const ratio =
            width(`${weight} 20px "Plus Jakarta Sans Fallback"`, texts) /
            width(`${weight} 20px "Plus Jakarta Sans Variable"`, texts);
          const lineBox = (family: string) => {
            context.font = `${weight} 100px ${family}`;
            const metrics = context.measureText("Ihuza");
            return metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent;
          };
          out.push({
            weight,
            texts: texts.length,
            ratio,
            lineBox: lineBox('"Plus Jakarta Sans Fallback"') - lineBox('"Plus Jakarta Sans Variable"'),
          });
        }
        return out;
      });
      expect(weights.length).toBeGreaterThanOrEqual(3);
      for (const { weight, texts, ratio, lineBox } of weights) {
        // Within 2 % of the width over the page's texts, and the same ascent + descent (at 100 px, within 1 px).
        expect(Math.abs(ratio - 1), `${route}: width of ${texts} texts at ${weight}`).toBeLessThan(0.02);
        expect(Math.abs(lineBox), `${route}: line box at ${weight}`).toBeLessThanOrEqual(1);
      }
    }
  });
});
