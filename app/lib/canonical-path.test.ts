import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path";

describe("canonicalPath", () => {
  it("keeps a page's own path as it is", () => {
    for (const path of ["/", "/pricing", "/fr/pricing", "/rw", "/legal/privacy", "/newsletter/confirm"])
      expect(canonicalPath(path)).toBe(path);
  });

  it("lowers the case, drops trailing and repeated slashes", () => {
    expect(canonicalPath("/FR/pricing")).toBe("/fr/pricing");
    expect(canonicalPath("/Pricing")).toBe("/pricing");
    expect(canonicalPath("/fr/PRICING/")).toBe("/fr/pricing");
    expect(canonicalPath("//pricing")).toBe("/pricing");
    expect(canonicalPath("/rw//About///")).toBe("/rw/about");
    expect(canonicalPath("//")).toBe("/");
  });

  it("leaves percent escapes as they are", () => {
    expect(canonicalPath("/Caf%C3%A9")).toBe("/caf%C3%A9");
  });
});
