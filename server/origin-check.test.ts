import { describe, expect, it, vi } from "vitest";
import { checkOrigin, limitedLog } from "./origin-check";

describe("checkOrigin: a post is taken from the site's own pages only", () => {
  const host = { host: "ihuza.rw" };
  it.each([
    ["a read", "GET", { ...host, origin: "https://evil.example" }],
    ["the site's own page", "POST", { ...host, origin: "https://ihuza.rw" }],
    [
      "behind a proxy that names the site",
      "POST",
      { host: "10.0.0.5:3000", "x-forwarded-host": "ihuza.rw", origin: "https://ihuza.rw" },
    ],
    ["no Origin (a webhook, a script)", "POST", host],
  ])("takes %s", (_label, method, headers) => {
    expect(checkOrigin(method, headers)).toEqual({ ok: true });
  });

  it("takes Origin: null that the browser vouches for as same-origin, and drops it for Remix", () => {
    expect(checkOrigin("POST", { ...host, origin: "null", "sec-fetch-site": "same-origin" })).toEqual({
      ok: true,
      dropOrigin: true,
    });
  });

  it.each([
    ["another site", "POST", { ...host, origin: "https://evil.example" }, /another site/],
    ["another port of the same name", "POST", { host: "ihuza.rw", origin: "https://ihuza.rw:8443" }, /another site/],
    ["a lookalike", "DELETE", { ...host, origin: "https://ihuza.rw.evil.example" }, /another site/],
    [
      "Origin: null from a sandboxed frame",
      "POST",
      { ...host, origin: "null", "sec-fetch-site": "cross-site" },
      /null/,
    ],
    ["Origin: null with nothing to vouch for it", "PUT", { ...host, origin: "null" }, /null/],
    ["a malformed Origin", "POST", { ...host, origin: "not a url" }, /malformed Origin/],
  ])("refuses %s", (_label, method, headers, reason) => {
    const verdict = checkOrigin(method, headers);
    expect(verdict.ok).toBe(false);
    expect(verdict.ok === false && verdict.reason).toMatch(reason);
  });
});

describe("limitedLog: a flood of refusals cannot fill the disk", () => {
  it("writes the first lines of a minute, counts the rest, and says the count when the minute ends", () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const log = limitedLog(3, (line) => lines.push(line));
      for (let i = 0; i < 1000; i++) log(`refused ${i}`);
      expect(lines).toEqual(["refused 0", "refused 1", "refused 2"]);
      // The flood stops: the count is said when its minute ends, with no further refusal to prompt it.
      vi.advanceTimersByTime(60_000);
      expect(lines.slice(3)).toEqual([
        "[http] 997 more refusals since, not logged one by one (at most 3 lines a minute)",
      ]);
      log("refused later");
      expect(lines.slice(4)).toEqual(["refused later"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says the count held so far when flushed (the server stopping), once", () => {
    const lines: string[] = [];
    const log = limitedLog(2, (line) => lines.push(line));
    for (let i = 0; i < 5; i++) log(`refused ${i}`);
    log.flush();
    log.flush();
    expect(lines).toEqual([
      "refused 0",
      "refused 1",
      "[http] 3 more refusals since, not logged one by one (at most 2 lines a minute)",
    ]);
  });
});
