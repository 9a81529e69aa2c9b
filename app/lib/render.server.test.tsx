import { lazy, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToHtml, renderToResponse } from "./render.server";

// A part that arrives after the shell, as a page's deferred sections do.
const Later = lazy(async () => ({ default: () => <p>streamed part</p> }));
const page = (
  <main>
    <h1>Pricing</h1>
    <Suspense fallback={<p>…</p>}>
      <Later />
    </Suspense>
  </main>
);

afterEach(() => {
  vi.useRealTimers();
});

// A timer left behind holds the render (its HTML and data) until it fires: under a flood of renders, the server's
// memory grew by hundreds of MB and a small heap ran out.
describe("rendering a page leaves nothing behind", () => {
  it("whole: the HTML, and no pending timer once it is done", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { html, status } = await renderToHtml(page, 200, 6_000);
    expect(html).toContain("<h1>Pricing</h1>");
    expect(html).toContain("streamed part");
    expect(status).toBe(200);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("streamed: the response, and no pending timer once it has been read", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const response = await renderToResponse(page, {
      status: 200,
      headers: new Headers({ "Content-Type": "text/html" }),
      nonce: "n0nce",
      whole: false,
      timeoutMs: 6_000,
    });
    expect(await response.text()).toContain("streamed part");
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0));
  });
});

// React 18's Node renderer left a zero byte where a character did not fit at the end of its 2 kB buffer
// (facebook/react#31134): carried fixed by scripts/patches/react-dom+18.3.1.patch (docs/decisions/019-no-nul-byte.md).
describe("every byte of a page is the text's", () => {
  // One, two, three and four bytes a character, in pieces shorter than a buffer, as a French or Kinyarwanda page is.
  const words = ["é", "·", "traduction", "€", "😀", "n'amakipe", "’", "à"];
  const text = (offset: number) => (
    <main>
      <p>{"a".repeat(offset)}</p>
      {Array.from({ length: 60 }, (_, i) => (
        <span key={i}>{words.slice(0, 1 + (i % words.length)).join(" ")}</span>
      ))}
    </main>
  );

  // 256 offsets put each of the text's characters (two to four bytes) across each 2 kB boundary at each of its bytes.
  const OFFSETS = Array.from({ length: 256 }, (_, offset) => offset);

  it("a character across a 2 kB boundary, at every offset, comes out as renderToString writes it", async () => {
    const { renderToString } = await import("react-dom/server");
    const differing: number[] = [];
    for (const offset of OFFSETS) {
      const { html } = await renderToHtml(text(offset), 200, 6_000);
      if (html !== renderToString(text(offset))) differing.push(offset);
    }
    expect(differing).toEqual([]);
  });

  it("streamed (a preview, a form's answer): no control byte either", async () => {
    const withControlBytes: number[] = [];
    for (const offset of OFFSETS) {
      const response = await renderToResponse(text(offset), {
        status: 200,
        headers: new Headers(),
        nonce: "n",
        whole: false,
        timeoutMs: 6_000,
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes.some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d))
        withControlBytes.push(offset);
    }
    expect(withControlBytes).toEqual([]);
  });
});
