import { afterEach, describe, expect, it, vi } from "vitest";
import { askFromDialog, searchApiUrl } from "./api";

const question = (words: string, signal?: AbortSignal) =>
  new Request(new URL(searchApiUrl("fr", words), "http://localhost"), { signal });

afterEach(() => vi.unstubAllGlobals());

describe("the search dialog's question (askFromDialog)", () => {
  it("answers with the words it answers, as typed", async () => {
    const answer = { query: "tarifs", hits: [], answer: null };
    const fetch = vi.fn(async () => Response.json(answer));
    vi.stubGlobal("fetch", fetch);
    expect(await askFromDialog(question(" tarifs "))).toEqual({ ...answer, asked: " tarifs " });
    expect(fetch).toHaveBeenCalledWith("http://localhost/api/search?lang=fr&q=+tarifs+", expect.anything());
  });

  it.each([
    ["the server fails", async () => new Response("oops", { status: 500 })],
    ["the network fails", async () => Promise.reject(new TypeError("Failed to fetch"))],
    ["the answer is not JSON", async () => new Response("<html>")],
  ])("is a failed answer when %s, for those words", async (_, reply) => {
    vi.stubGlobal("fetch", vi.fn(reply));
    expect(await askFromDialog(question("tarifs"))).toEqual({
      query: "tarifs",
      hits: [],
      answer: null,
      asked: "tarifs",
      failed: true,
    });
  });

  it("stays given up when the next words came first (the fetcher aborts it)", async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_: string, init: RequestInit) => {
        controller.abort();
        throw init.signal?.reason;
      }),
    );
    await expect(askFromDialog(question("tarifs", controller.signal))).rejects.toThrow();
  });
});
