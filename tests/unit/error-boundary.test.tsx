// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { ErrorBoundary } from "~/root";

function renderBrokenPage() {
  vi.spyOn(console, "error").mockImplementation(() => {});
  function Broken(): never {
    throw new Error("secret internals at line 42");
  }
  const Stub = createRemixStub([{ path: "/", Component: Broken, ErrorBoundary }]);
  render(<Stub />);
}

afterEach(() => vi.unstubAllEnvs());

it("an uncaught render error in production shows the generic heading and no details", async () => {
  vi.stubEnv("DEV", false);
  renderBrokenPage();
  expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  expect(document.body.textContent).not.toContain("at line 42");
});

it("shows the error message in development, to help whoever is fixing it", async () => {
  vi.stubEnv("DEV", true);
  renderBrokenPage();
  expect(await screen.findByText(/secret internals at line 42/)).toBeInTheDocument();
});
