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
