import { BarChartIcon } from "@sanity/icons/BarChart";
import { defineType } from "sanity";
import { statsField, stringField } from "../objects/fields";
import { blockPreview } from "./preview";

export const statsBlock = defineType({
  name: "statsBlock",
  title: "Stats band",
  type: "object",
  icon: BarChartIcon,
  description: "Four figures in a band across the page, like 10000+ users.",
  fields: [
    stringField("heading", "Heading", {
      description: "Read out by screen readers before the figures, not shown (e.g. 'The programme in numbers')",
    }),
    statsField("stats", "Figures"),
  ],
  preview: blockPreview("Stats band"),
});
