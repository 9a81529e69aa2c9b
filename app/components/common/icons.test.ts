import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSprite, SPRITE_FILE, spriteIds } from "../../../scripts/icon-sprite.mjs";

describe("the icon sprite", () => {
  it("is what `npm run icons` writes from icons.tsx (run it after adding an icon)", async () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(await buildSprite());
  });

  it("has one drawn symbol for every icon the components use", () => {
    const sprite = readFileSync(SPRITE_FILE, "utf8");
    const ids: string[] = spriteIds();
    expect(ids.length).toBeGreaterThan(50);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids)
      expect(sprite).toMatch(
        new RegExp(`<symbol id="${id}" viewBox="[\\d. ]+"><(path|rect|circle|line|polyline|polygon|ellipse)`),
      );
  });
});
