import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { sampleRatio } from "./experiment-statistics";
import {
  keptVersionSets,
  armsAttribute,
  CONTROL,
  PICK_VARIANT,
  pickArm,
  VARIANTS_ATTRIBUTE,
  VARIANTS_KEY,
  variantRules,
  visitVariants,
  type Arm,
} from "./experiments";

/** A seeded generator (mulberry32), so that a simulation is the same on every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs the page's script as a browser would, before the part it precedes; returns what it left. */
function runScript(
  experiment: string,
  arms: Arm[],
  { random = 0.5, stored = null as string | null, gpc = false, attribute = null as string | null } = {},
) {
  const storage = new Map<string, string>(stored === null ? [] : [[VARIANTS_KEY, stored]]);
  const attributes = new Map<string, string>(attribute === null ? [] : [[VARIANTS_ATTRIBUTE, attribute]]);
  runInNewContext(PICK_VARIANT, {
    document: {
      currentScript: { dataset: { experiment, arms: armsAttribute(arms) } },
      documentElement: {
        getAttribute: (name: string) => attributes.get(name) ?? null,
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    },
    navigator: { globalPrivacyControl: gpc },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    Math: { ...Math, random: () => random, max: Math.max },
    JSON,
  });
  return { stored: storage.get(VARIANTS_KEY) ?? null, attribute: attributes.get(VARIANTS_ATTRIBUTE) ?? null };
}

describe("a visit's variant", () => {
  const halves: Arm[] = [
    { key: CONTROL, weight: 50 },
    { key: "b", weight: 50 },
  ];

  it("is drawn by the split: 10,000 visits of a 50/50 test are within 1 % of half each, with no mismatch", () => {
    const random = seeded(42);
    const counts = { [CONTROL]: 0, b: 0 } as Record<string, number>;
    for (let i = 0; i < 10_000; i++) counts[pickArm(halves, random())]!++;
    expect(Math.abs(counts[CONTROL]! / 10_000 - 0.5)).toBeLessThan(0.01);
    expect(sampleRatio([counts[CONTROL]!, counts.b!], [50, 50]).mismatch).toBe(false);
    // …and 70/30 observed for a 50/50 setting is one
    expect(sampleRatio([7_000, 3_000], [50, 50]).mismatch).toBe(true);
  });

  it("follows uneven and many-way splits", () => {
    const random = seeded(7);
    const arms: Arm[] = [
      { key: CONTROL, weight: 20 },
      { key: "b", weight: 30 },
      { key: "c", weight: 50 },
    ];
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      const key = pickArm(arms, random());
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const arm of arms) expect(Math.abs(counts.get(arm.key)! / 20_000 - arm.weight / 100)).toBeLessThan(0.01);
  });

  it("is the same in the page's script as in pickArm, at every point of the draw", () => {
    const arms: Arm[] = [
      { key: CONTROL, weight: 34 },
      { key: "k1", weight: 33 },
      { key: "k2", weight: 33 },
    ];
    for (let random = 0; random < 1; random += 0.01) {
      const { stored, attribute } = runScript("exp.1", arms, { random });
      const key = pickArm(arms, random);
      expect(JSON.parse(stored!)).toEqual({ "exp.1": key });
      expect(attribute).toBe(`exp.1:${key}`);
    }
  });

  it("is kept for the visit, beside other experiments' choices, and drawn again only for a version gone", () => {
    const kept = runScript("e", halves, { random: 0.9, stored: JSON.stringify({ e: CONTROL, other: "x" }) });
    expect(JSON.parse(kept.stored!)).toEqual({ e: CONTROL, other: "x" });
    expect(kept.attribute).toBe(`e:${CONTROL}`);
    const gone = runScript("e", halves, { random: 0.9, stored: JSON.stringify({ e: "removed" }) });
    expect(JSON.parse(gone.stored!)).toEqual({ e: "b" });
    const beside = runScript("e", halves, { random: 0.1, attribute: "other:x e:b" });
    expect(beside.attribute).toBe(`other:x e:${CONTROL}`);
  });

  it("is none with Global Privacy Control, or storage refused: the control shows and nothing is kept", () => {
    expect(runScript("e", halves, { gpc: true })).toEqual({ stored: null, attribute: null });
    expect(runScript("e", halves, { stored: "{not json" })).toEqual({ stored: "{not json", attribute: null });
    expect(visitVariants({ getItem: () => "[1]" })).toEqual({});
    expect(visitVariants({ getItem: () => '{"a":"b","c":3}' })).toEqual({ a: "b" });
  });
});

describe("the style of a part under test", () => {
  it("hides every version but the control until <html> names another, and the control then", () => {
    expect(variantRules("exp-1", [CONTROL, "b"])).toBe(
      `html:not([data-variants~="exp-1:b"]) [data-experiment="exp-1"][data-variant="b"],` +
        `html[data-variants~="exp-1:b"] [data-experiment="exp-1"][data-variant="control"]{display:none}`,
    );
  });

  it("leaves nothing of an id or key that could end the selector", () => {
    expect(variantRules('a"]{}*{x', [CONTROL, 'b"]'])).not.toMatch(/["\]{}*]{2}x|b"\]"/);
    expect(armsAttribute([{ key: "a:b,c", weight: 50 }])).toBe("abc:50");
  });
});

describe("keeping a version", () => {
  const heading = [{ _key: "en", language: "en", value: "Start free" }];
  it("writes the texts it has into the part it varied, and leaves the others the page's own", () => {
    const page = {
      _id: "landing-banking",
      blocks: [
        { _key: "h", _type: "heroBlock" },
        { _key: "c1", _type: "ctaBlock" },
        { _key: "c2", _type: "ctaBlock" },
      ],
    };
    expect(keptVersionSets("landingCta", page, { heading, text: [], buttonLabel: heading })).toEqual({
      'blocks[_key=="c1"].heading': heading,
      'blocks[_key=="c2"].heading': heading,
      'blocks[_key=="c1"].primaryCta.label': heading,
      'blocks[_key=="c2"].primaryCta.label': heading,
    });
    expect(keptVersionSets("landingHero", page, { heading, text: null })).toEqual({
      'blocks[_key=="h"].heading': heading,
    });
    expect(keptVersionSets("homeHero", { _id: "homePage" }, { heading, text: heading })).toEqual({
      "hero.headline": heading,
      "hero.text": heading,
    });
    expect(keptVersionSets("planButton", { _id: "plan-pro" }, { buttonLabel: heading, heading })).toEqual({
      ctaLabel: heading,
    });
  });
});
