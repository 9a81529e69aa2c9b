import { describe, expect, it } from "vitest";
import { underTest } from "./experiments";

const running = (id: string, key: string, part = "landingCta", page: string | null = "landing-banking") => ({
  _id: id,
  part: part as "landingCta",
  page,
  plan: null,
  goal: "either" as const,
  controlWeight: 50,
  variants: [{ _key: key, name: "B", weight: 50, heading: "Try", text: null, buttonLabel: null }],
});

describe("the part of a page under test", () => {
  it("is the running experiment on that part of that page, with its split and its versions' texts", () => {
    expect(underTest([running("exp", "b")], "landingCta", "landing-banking")).toEqual({
      id: "exp",
      arms: [
        { key: "control", weight: 50 },
        { key: "b", weight: 50 },
      ],
      variants: [{ key: "b", heading: "Try", text: null, buttonLabel: null }],
    });
    expect(underTest([running("exp", "b")], "landingCta", "landing-webinar")).toBeNull();
    expect(underTest([running("exp", "b")], "landingHero", "landing-banking")).toBeNull();
  });

  it("is none when a name would not stand as the script, the style and the counts take it", () => {
    for (const [id, key] of [
      ['exp"]', "b"],
      ["exp", "b c"],
      ["exp", "control"],
      ["x".repeat(65), "b"],
    ])
      expect(underTest([running(id!, key!)], "landingCta", "landing-banking"), `${id} ${key}`).toBeNull();
  });
});
