import { CtaBanner } from "~/components/common/CtaBanner";
import type { BlockProps } from "../types";

/** The coloured call-to-action band every page closes with. */
export function CtaBlock({ block }: BlockProps<"ctaBlock">) {
  return <CtaBanner cta={block} headingId={`${block._key}-heading`} />;
}
