// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { Island, isLean, markLean } from "./islands";

it("renders its part from data when the data is whole", async () => {
  const Stub = createRemixStub([{ path: "/", Component: () => <Island id="a" kept={false}>{() => <p>From data</p>}</Island> }]);
  render(<Stub />);
  expect(await screen.findByText("From data")).toBeTruthy();
});

it("hydrates a kept part as the server sent it, without its data, and follows its links client-side", async () => {
  let renders = 0;
  const page = (kept: boolean) =>
    createRemixStub([
      {
        path: "/",
        Component: () => (
          <main>
            <Island id="static" kept={kept}>
              {() => {
                renders += 1;
                return (
                  <p>
                    Server copy <a data-discover="true" href="/about">About</a>
                  </p>
                );
              }}
            </Island>
          </main>
        ),
      },
      { path: "/about", Component: () => <h1>About page</h1> },
    ]);
  const Server = page(false);
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Server />);
  document.body.append(container);
  const before = container.querySelector('[data-island="static"]')?.innerHTML;
  expect(before).toContain("Server copy");

  // In the browser the data is lean: the island renders nothing of its own, and keeps the server's markup.
  const Browser = page(true);
  await act(async () => {
    hydrateRoot(container, <Browser />);
  });
  expect(container.querySelector('[data-island="static"]')?.innerHTML).toBe(before);
  expect(renders).toBe(1); // on the server only

  await act(async () => {
    container.querySelector("a")?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  });
  expect(await screen.findByText("About page")).toBeTruthy();
  container.remove();
});

it("tells lean data from whole data", () => {
  expect(isLean(markLean({ page: {} }))).toBe(true);
  expect(isLean({ page: {} })).toBe(false);
  expect(isLean(null)).toBe(false);
});
