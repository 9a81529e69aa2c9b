import { describe, expect, it } from "vitest";
import {
  ATTRIBUTION_VALUE_MAX,
  campaignLabel,
  cleanValue,
  deviceOf,
  DIRECT,
  LANDING_PATH_MAX,
  landingOf,
  readVisit,
  referrerOf,
} from "./attribution";

describe("a campaign value the browser sends (the landing address's utm_* values, as they were)", () => {
  const campaign = (value: unknown) => readVisit(JSON.stringify({ utmCampaign: value })).utmCampaign;

  it("keeps the five UTM values, trimmed, and nothing else the browser says", () => {
    expect(
      readVisit(
        JSON.stringify({
          utmSource: " newsletter ",
          utmMedium: "email",
          utmCampaign: "launch",
          utmTerm: "chat",
          utmContent: "hero",
          gclid: "abc",
          utm_source: "raw",
        }),
      ),
    ).toEqual({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "launch",
      utmTerm: "chat",
      utmContent: "hero",
    });
  });

  it(`cuts a value at ${ATTRIBUTION_VALUE_MAX} characters (not bytes: no character is split)`, () => {
    expect(campaign("a".repeat(ATTRIBUTION_VALUE_MAX))).toHaveLength(100);
    expect(campaign("a".repeat(ATTRIBUTION_VALUE_MAX + 1))).toHaveLength(100);
    expect(campaign("🎉".repeat(150))).toBe("🎉".repeat(100));
  });

  it("drops empty and invisible-only values, strips pasted controls, and keeps text as text", () => {
    for (const value of ["", "   ", "\u200b\u202e", 12, null, { $gt: "" }, ["a"]])
      expect(campaign(value)).toBeUndefined();
    expect(campaign("sp\u202ering\n\r\tsale\u0000")).toBe("spring sale");
    // Shown escaped wherever it is read, never run.
    expect(campaign("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
    // (a lone surrogate is no text: dropped, not kept to be JSON-escaped into six bytes: issue 62)
    expect(campaign("\ud83c")).toBeUndefined();
  });
});

describe("where a visit came from", () => {
  it("is the referring site's host only: never its path, query, port or credentials", () => {
    expect(referrerOf("https://News.Example.com:8443/a/b?q=secret#x")).toBe("news.example.com");
    expect(referrerOf("https://user:pass@partner.rw/")).toBe("partner.rw");
    expect(referrerOf("http://192.168.1.10/admin")).toBe("192.168.1.10");
    expect(referrerOf("https://[::1]:3000/")).toBe("[::1]");
    expect(referrerOf("https://bücher.example/")).toBe("xn--bcher-kva.example");
    expect(referrerOf("https://example.com./")).toBe("example.com");
  });

  it("is `direct` with no referrer, and nothing from the site itself or from what is no web address", () => {
    expect(referrerOf("")).toBe(DIRECT);
    expect(referrerOf(null)).toBe(DIRECT);
    expect(referrerOf(undefined)).toBe(DIRECT);
    expect(referrerOf("https://ihuza.rw/pricing", "ihuza.rw")).toBeUndefined();
    expect(referrerOf("https://IHUZA.rw/", "ihuza.rw")).toBeUndefined();
    expect(referrerOf("javascript:alert(1)")).toBeUndefined();
    expect(referrerOf("android-app://com.google.android.gm/")).toBeUndefined();
    expect(referrerOf("not a url")).toBeUndefined();
    expect(referrerOf("file:///etc/passwd")).toBeUndefined();
  });
});

describe("a landing page", () => {
  it("is a path of this site, without its query or fragment", () => {
    expect(landingOf("/fr/pricing?utm_source=x#plans")).toBe("/fr/pricing");
    expect(landingOf("/")).toBe("/");
    expect(landingOf("/blog/%C3%A9t%C3%A9")).toBe("/blog/%C3%A9t%C3%A9");
  });

  it("is nothing for another site, a relative path, spaces, controls or a path too long", () => {
    for (const value of [
      "//evil.example/x",
      "https://evil.example/",
      "pricing",
      "/a b",
      "/a\u0000",
      "/\u202ex",
      42,
      null,
    ])
      expect(landingOf(value), String(value)).toBeUndefined();
    expect(landingOf(`/${"a".repeat(LANDING_PATH_MAX - 1)}`)).toHaveLength(LANDING_PATH_MAX);
    expect(landingOf(`/${"a".repeat(LANDING_PATH_MAX)}`)).toBeUndefined();
  });
});

describe("a phone or a desktop", () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;
  it("from the browser's mobile hint first, else its user agent", () => {
    expect(deviceOf(headers({ "sec-ch-ua-mobile": "?1" }))).toBe("phone");
    expect(deviceOf(headers({ "sec-ch-ua-mobile": "?0", "user-agent": "Mozilla/5.0 (iPhone)" }))).toBe("desktop");
    expect(deviceOf(headers({ "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148" }))).toBe("phone");
    expect(deviceOf(headers({ "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36" }))).toBe(
      "phone",
    );
    expect(deviceOf(headers({ "user-agent": "Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36" }))).toBe(
      "desktop",
    );
    expect(deviceOf(headers({ "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131" }))).toBe("desktop");
    expect(deviceOf(headers({}))).toBe("desktop");
  });
});

describe("the visit a browser sends with a form", () => {
  const sent = (value: unknown) => readVisit(JSON.stringify(value));

  it("keeps each valid value", () => {
    expect(
      sent({
        landing: "/",
        referrer: "news.example.com",
        utmSource: "newsletter",
        utmCampaign: "launch",
        secondsToSend: 42.6,
      }),
    ).toEqual({
      landing: "/",
      referrer: "news.example.com",
      utmSource: "newsletter",
      utmCampaign: "launch",
      secondsToSend: 43,
    });
    expect(sent({ referrer: "DIRECT" })).toEqual({ referrer: DIRECT });
  });

  it("leaves out each bad value on its own, and whatever it does not know", () => {
    expect(
      sent({
        landing: "https://evil.example/",
        referrer: "https://news.example.com/path",
        utmSource: "  newsletter  ",
        utmMedium: 12,
        utmTerm: { $gt: "" },
        utmContent: "x".repeat(500),
        secondsToSend: -3,
        language: "xx",
        device: "fridge",
        email: "someone@example.com",
        __proto__: { polluted: true },
      }),
    ).toEqual({ utmSource: "newsletter", utmContent: "x".repeat(ATTRIBUTION_VALUE_MAX) });
    expect(sent({ secondsToSend: Number.MAX_SAFE_INTEGER }).secondsToSend).toBe(7 * 24 * 3600);
    expect(sent({ secondsToSend: "12" })).toEqual({});
  });

  it("is nothing when it is no JSON object, or too long to be one the site wrote", () => {
    for (const text of [
      "",
      "{",
      "null",
      "[]",
      '"text"',
      "42",
      undefined,
      7,
      `{"landing":"/","x":"${"a".repeat(3000)}"}`,
    ])
      expect(readVisit(text), String(text).slice(0, 20)).toEqual({});
  });
});

describe("a campaign in one line", () => {
  it("names the campaign, then its source and medium", () => {
    expect(campaignLabel({ utmCampaign: "launch", utmSource: "newsletter", utmMedium: "email" })).toBe(
      "launch (newsletter / email)",
    );
    expect(campaignLabel({ utmCampaign: "launch" })).toBe("launch");
    expect(campaignLabel({ utmSource: "partner" })).toBe("partner");
    expect(campaignLabel({ landing: "/" })).toBeUndefined();
    expect(campaignLabel(undefined)).toBeUndefined();
  });
});

describe("a campaign value keeps what a person reads, and nothing else", () => {
  it("drops lone surrogates, tag characters, word joiners, private-use and unassigned code points", () => {
    const hostile = "la\uD800unch\uDFFF\u2060 \u{E0041}\u{E0042}w\u{F0000}eek\uFFFF";
    expect(cleanValue(hostile)).toBe("launch week");
    expect(cleanValue("\uD800\u2060\u{E0001}")).toBeUndefined();
    // What is kept is well-formed: JSON writes it without an escape, so a value costs what it shows.
    const kept = cleanValue(`${"\uD83D".repeat(50)}x${"\u{E0020}".repeat(50)}`)!;
    expect(kept).toBe("x");
    expect(JSON.stringify(readVisit(JSON.stringify({ utmSource: hostile })))).not.toMatch(/\\u/);
  });

  it("keeps every language's letters, emoji and marks", () => {
    expect(cleanValue("Kigali Innovation Week 2026 — été 🎉")).toBe("Kigali Innovation Week 2026 — été 🎉");
    expect(cleanValue("n'amakipe · ikoranabuhanga")).toBe("n'amakipe · ikoranabuhanga");
  });
});
