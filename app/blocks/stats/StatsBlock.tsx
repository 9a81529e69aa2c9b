import { StatsBand } from "~/components/common/StatsBand";
import type { BlockProps } from "../types";

/** Four figures in a band; the heading names the band for screen readers. */
export function StatsBlock({ block }: BlockProps<"statsBlock">) {
  return <StatsBand stats={block.stats} label={block.heading} />;
}
