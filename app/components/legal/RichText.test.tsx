// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { RichText } from "./RichText";

function renderBlocks(value: unknown[]) {
  const Stub = createRemixStub([{ path: "/", Component: () => <RichText value={value as never} /> }]);
  render(<Stub />);
}

it("renders headings, lists, emphasis and links", async () => {
  renderBlocks([
    {
      _type: "block",
      _key: "a",
      style: "h2",
      markDefs: [],
      children: [{ _type: "span", _key: "a1", text: "Your rights", marks: [] }],
    },
    {
      _type: "block",
      _key: "b",
      style: "normal",
      markDefs: [{ _type: "link", _key: "l", href: "/contact" }],
      children: [
        { _type: "span", _key: "b1", text: "We ", marks: [] },
        { _type: "span", _key: "b2", text: "never", marks: ["strong"] },
        { _type: "span", _key: "b3", text: " sell data; ", marks: [] },
        { _type: "span", _key: "b4", text: "contact us", marks: ["l"] },
      ],
    },
    {
      _type: "block",
      _key: "c",
      style: "normal",
      listItem: "bullet",
      level: 1,
      markDefs: [],
      children: [{ _type: "span", _key: "c1", text: "Access", marks: [] }],
    },
  ]);
  expect(await screen.findByRole("heading", { level: 2, name: "Your rights" })).toBeInTheDocument();
  expect(screen.getByText("never").tagName).toBe("STRONG");
  expect(screen.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
  expect(screen.getByRole("listitem")).toHaveTextContent("Access");
});

it("renders nothing for an unknown block type instead of crashing", async () => {
  renderBlocks([
    { _type: "videoEmbed", _key: "v", url: "https://example.com" },
    {
      _type: "block",
      _key: "p",
      style: "normal",
      markDefs: [],
      children: [{ _type: "span", _key: "p1", text: "Still here", marks: [] }],
    },
  ]);
  expect(await screen.findByText("Still here")).toBeInTheDocument();
});
