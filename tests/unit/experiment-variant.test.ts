import { describe, expect, it } from "vitest";
import { incompleteVariant } from "../../sanity-studio/schemaTypes/documents/experiment";

const three = (en: string) => [
  { language: "en", value: en },
  { language: "fr", value: `${en} (fr)` },
  { language: "rw", value: `${en} (rw)` },
];

describe("a variant, before its test may start", () => {
  it("changes at least one text, and writes each text it changes in every language", () => {
    expect(incompleteVariant({ name: "B", buttonLabel: three("Start free") }, "landingCta")).toBeNull();
    expect(incompleteVariant({ name: "B" }, "landingCta")).toMatch(/^"B" changes nothing yet/);
    expect(incompleteVariant({ name: "B", heading: three("Hi").slice(0, 2) }, "landingCta")).toMatch(
      /^"B": write its heading in Kinyarwanda/,
    );
    // (a text the part does not show is no change of it)
    expect(incompleteVariant({ name: "B", heading: three("Hi") }, "planButton")).toMatch(/changes nothing yet/);
  });
});
