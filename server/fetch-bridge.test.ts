import type { AddressInfo } from "node:net";
import express from "express";
import { http, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { mockServer } from "../tests/mocks/node";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge";

/** An Express server whose one handler answers through the bridge, as server/index.ts does for Remix. */
let base = "";
let seen: Request | null = null;
/** Resolves when the last answer's response has closed: where the bridge decides whether to abort. */
let closed: Promise<void> = Promise.resolve();
let close: () => void = () => {};
beforeAll(async () => {
  const app = express();
  app.all("*", async (req, res) => {
    const request = toFetchRequest(req, res);
    seen = request;
    closed = new Promise((resolve) => res.on("close", () => resolve()));
    const body = request.method === "POST" ? await request.text() : new URL(request.url).pathname;
    const headers = new Headers({ "Content-Type": "text/plain" });
    headers.append("Set-Cookie", "a=1; Path=/");
    headers.append("Set-Cookie", "b=2; Path=/");
    await sendFetchResponse(res, new Response(request.method === "HEAD" ? null : body, { status: 201, headers }));
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());
// The tests' msw server refuses unknown requests: this one is real.
beforeEach(() => mockServer.use(http.all(`${base}/*`, () => passthrough())));

it("passes method, path, headers and body through, and every Set-Cookie back", async () => {
  const answer = await fetch(`${base}/fr/contact?x=1`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Test": "yes" },
    body: "name=Amina",
  });
  expect(answer.status).toBe(201);
  expect(await answer.text()).toBe("name=Amina");
  expect(answer.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  expect(new URL(seen!.url).pathname + new URL(seen!.url).search).toBe("/fr/contact?x=1");
  expect(seen!.headers.get("x-test")).toBe("yes");
  // The answer was sent in full: once its response has closed, the request's signal is not aborted.
  await closed;
  expect(seen!.signal.aborted).toBe(false);
});

it("keeps a request target that looks like another host a path of this site", async () => {
  const answer = await fetch(`${base}//other.example/pricing`);
  expect(await answer.text()).toBe("//other.example/pricing");
  expect(new URL(seen!.url).host).toBe(new URL(base).host);
});

it("answers HEAD without a body", async () => {
  const answer = await fetch(`${base}/pricing`, { method: "HEAD" });
  expect(answer.status).toBe(201);
  expect(await answer.text()).toBe("");
});
