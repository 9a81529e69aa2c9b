import { expect, it } from "vitest";
import { DUE_MARGIN_MS } from "~/content/layer/schedule.server";
import { LAYOUT_CHANGE_MARGIN_MS } from "~/lib/layout-data-freshness";

it("an open tab asks for the layout after an announcement's time once the server has refetched it, with room", () => {
  expect(LAYOUT_CHANGE_MARGIN_MS).toBeGreaterThanOrEqual(DUE_MARGIN_MS + 1000);
});
