import type { ActionFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, it, vi } from "vitest";

/*
 * A view over its address's limit costs nothing more: the store is not even opened for it (issue 62: a store that
 * cannot open was tried again by every beacon). The store, the limit and the content are stand-ins here; what is
 * tested is the order the beacon's route takes them in.
 */
const opened = vi.fn();
const counted = vi.fn();
const shownAlone = vi.fn();
let refused = false;
vi.mock("~/results/results.server", () => ({
  viewsRateLimit: () => ({ take: async () => (refused ? 30 : null) }),
  results: async () => {
    opened();
    return { counter: { count: counted, countShown: shownAlone } };
  },
}));
// (one experiment running, with one variant besides the page as published)
const running = [{ _id: "exp", variants: [{ _key: "b" }] }];
vi.mock("~/content/layer/content.server", () => ({ contentFor: async () => ({ run: async () => running }) }));
vi.mock("~/results/views.server", async (original) => ({
  ...(await original<typeof import("~/results/views.server")>()),
  servedPaths: async () => () => true,
}));
const { action } = await import("./api.views");

const beacon = (sent: Record<string, unknown> = { path: "/pricing" }) =>
  ({
    request: new Request("http://localhost/api/views", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent":
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36",
      },
      body: JSON.stringify(sent),
    }),
    context: { clientIp: "192.0.2.7" },
    params: {},
  }) as unknown as ActionFunctionArgs;

describe("a page view's beacon over its address's limit", () => {
  beforeEach(() => {
    opened.mockClear();
    counted.mockClear();
    shownAlone.mockClear();
  });

  it("is answered without the store being opened", async () => {
    refused = true;
    expect((await action(beacon())).status).toBe(204);
    expect(opened).not.toHaveBeenCalled();
  });

  it("within the limit, opens the store and is counted", async () => {
    refused = false;
    expect((await action(beacon())).status).toBe(204);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(counted).toHaveBeenCalledWith(expect.objectContaining({ path: "/pricing" }), "192.0.2.7", {
      landing: false,
      shown: {},
    });
    // A visit's first view says so: the visit is counted with it.
    await action(beacon({ path: "/pricing", landing: true }));
    expect(counted).toHaveBeenLastCalledWith(expect.objectContaining({ path: "/pricing" }), "192.0.2.7", {
      landing: true,
      shown: {},
    });
  });

  it("counts the versions a visit was shown of running experiments only, and their versions only", async () => {
    refused = false;
    await action(beacon({ path: "/pricing", variants: { exp: "b", made: "up", other: "control" } }));
    await action(beacon({ path: "/pricing", variants: { exp: "gone" } }));
    expect(counted.mock.calls.map((call) => call[2].shown)).toEqual([{ exp: "b" }, {}]);
  });

  it("counts a version shown after its page's view was said (exposure) as shown, and no view", async () => {
    refused = false;
    await action(beacon({ path: "/solutions/banking", exposure: true, variants: { exp: "b", made: "up" } }));
    expect(shownAlone).toHaveBeenCalledWith({ exp: "b" });
    expect(counted).not.toHaveBeenCalled();
  });
});
