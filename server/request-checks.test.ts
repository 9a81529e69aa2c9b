import { describe, expect, it } from "vitest";
import { isValidHost, MAX_TARGET_LENGTH, refusal } from "./request-checks";

const ask = (url: string, host?: string) => refusal({ url, headers: host === undefined ? {} : { host } });

describe("requests the server refuses before the site sees them", () => {
  it("takes the hosts a browser or a load balancer sends", () => {
    for (const host of [
      "localhost",
      "localhost:3000",
      "ihuza.rw",
      "www.ihuza.rw.",
      "127.0.0.1:8080",
      "[::1]:3000",
      "[2001:db8::1]",
      "site_internal",
      "xn--ihza-2qa.rw",
    ])
      expect(isValidHost(host), host).toBe(true);
  });

  it("refuses Host headers that name no host", () => {
    for (const host of [
      "a b",
      "[",
      ":99999999999",
      "localhost:0",
      "localhost:65536",
      "",
      "evil.example/path",
      "user@evil.example",
      "host\tname",
      "-leading.example",
      "1.2.3.256",
      "xn--a",
      "[::1",
      "a..b",
    ])
      expect(isValidHost(host), JSON.stringify(host)).toBe(false);
  });

  it("answers 400 for a request target that is not a path, and for a path that cannot be decoded", () => {
    for (const target of ["*", "http://evil.example/", "https://localhost/pricing", "evil.example:443", "?x", ""])
      expect(ask(target, "localhost"), target).toEqual({ status: 400, reason: "request target is not a path" });
    for (const target of ["/%", "/pricing%zz", "/%E0%A4%A"]) expect(ask(target)?.status, target).toBe(400);
    expect(ask("/pricing", "a b")).toEqual({ status: 400, reason: "malformed Host header" });
  });

  it("answers 414 for a request target longer than the cap, and serves everything else", () => {
    expect(ask(`/pricing?q=${"a".repeat(MAX_TARGET_LENGTH)}`)?.status).toBe(414);
    for (const target of [
      "/",
      "/fr/pricing?utm_source=x",
      "//other.host/pricing",
      "/caf%C3%A9",
      `/?q=${"a".repeat(4000)}`,
      "//",
      "///",
      "/pricing?q=a%0Ab",
    ])
      expect(ask(target, "localhost:3000"), target).toBeNull();
  });

  it("answers 404 in one line for a path with a control character or a line break, escaped any way", () => {
    for (const target of [
      "/pricing%0a",
      "/pricing%0D",
      "/pricing%E2%80%A8",
      "/fr/x%e2%80%a9",
      "/a%00b",
      "/a%7F",
      "/a%C2%85",
    ])
      expect(ask(target), target).toEqual({ status: 404, reason: "a control character or line break in the path" });
  });

  it("answers 400 for a backslash in the path, which the URL parser would read as a slash (or a host)", () => {
    for (const target of ["/\\x/pricing", "/\\pricing.md", "/blog\\post"])
      expect(ask(target), target).toEqual({ status: 400, reason: "backslash in the path" });
    expect(ask("/search?q=a\\b")).toBeNull();
  });
});
