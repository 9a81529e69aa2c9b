import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/*
 * Version ranges known to be bad, that no package in either lockfile may fall in: published advisories for what
 * the site or its server runs, and the newest patch of the router this site is tested on. `npm audit` is the fuller
 * check where its service is reachable (docs/operators.md); this one runs everywhere, offline. Add a line when an
 * advisory concerns a package here; `from` (inclusive) and `below` (exclusive) bound the bad versions.
 */
const KNOWN_BAD: { name: string; from?: string; below: string; why: string }[] = [
  { name: "express", below: "4.20.0", why: "CVE-2024-43796: XSS through res.redirect()" },
  { name: "body-parser", below: "1.20.3", why: "CVE-2024-45590: denial of service with URL-encoded bodies" },
  { name: "path-to-regexp", from: "0.1.0", below: "0.1.12", why: "CVE-2024-45296, CVE-2024-52798: ReDoS" },
  { name: "send", below: "0.19.0", why: "CVE-2024-43799: XSS in redirects" },
  { name: "serve-static", below: "1.16.0", why: "CVE-2024-43800: XSS in redirects" },
  { name: "cookie", below: "0.7.0", why: "CVE-2024-47764: out-of-bounds characters in cookie names" },
  { name: "ws", from: "8.0.0", below: "8.17.1", why: "CVE-2024-37890: denial of service with many headers" },
  { name: "nodemailer", below: "7.0.7", why: "GHSA-mm7p-fcc7-pg87: mail to an unintended domain" },
  {
    name: "react-router",
    from: "6.0.0",
    below: "6.30.6",
    why: "older than the newest 6.30 patch, which the site is tested on",
  },
  { name: "react-router-dom", from: "6.0.0", below: "6.30.6", why: "older than the newest 6.30 patch" },
  {
    name: "@remix-run/router",
    from: "1.0.0",
    below: "1.23.4",
    why: "older than the newest 1.23 patch (react-router 6.30.6's)",
  },
];

/** -1, 0 or 1 as `a` is below, at or above `b` (release numbers; a pre-release counts as its release). */
function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split("-")[0]!.split(".").map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0) ? -1 : 1;
  return 0;
}

/** Every package a lockfile installs: its name (from its path) and version. */
function installed(lockfile: string): { name: string; version: string; at: string }[] {
  const packages = (JSON.parse(readFileSync(lockfile, "utf8")) as { packages: Record<string, { version?: string }> })
    .packages;
  return Object.entries(packages).flatMap(([at, entry]) => {
    const name = at.split("node_modules/").pop();
    return name && entry.version ? [{ name, version: entry.version, at: `${lockfile}: ${at}` }] : [];
  });
}

function bad(packages: { name: string; version: string; at: string }[]) {
  return packages.flatMap((pkg) =>
    KNOWN_BAD.filter(
      (range) =>
        range.name === pkg.name &&
        compareVersions(pkg.version, range.below) < 0 &&
        (!range.from || compareVersions(pkg.version, range.from) >= 0),
    ).map((range) => `${pkg.at} ${pkg.version}: ${range.why}`),
  );
}

describe("no installed package is in a range known to be bad", () => {
  it.each(["package-lock.json", "sanity-studio/package-lock.json"])("%s", (lockfile) => {
    const packages = installed(lockfile);
    expect(packages.length).toBeGreaterThan(500);
    expect(bad(packages)).toEqual([]);
  });

  it("the check finds a bad version where there is one", () => {
    expect(bad([{ name: "express", version: "4.19.2", at: "x" }])).toHaveLength(1);
    expect(bad([{ name: "react-router", version: "6.30.4", at: "x" }])).toHaveLength(1);
    expect(bad([{ name: "react-router", version: "7.1.0", at: "x" }])).toHaveLength(0);
    expect(bad([{ name: "ws", version: "7.5.10", at: "x" }])).toHaveLength(0);
    expect(compareVersions("1.23.4", "1.23.10")).toBe(-1);
  });
});
