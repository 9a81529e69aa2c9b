import { ChartUpwardIcon } from "@sanity/icons/ChartUpward";
import type { Tool } from "sanity";
import { ResultsTool } from "./ResultsTool";

/** The Results tool (./ResultsTool.tsx), beside Structure, Presentation and Vision. */
export const resultsTool: Tool = {
  name: "results",
  title: "Results",
  icon: ChartUpwardIcon,
  component: ResultsTool,
};
