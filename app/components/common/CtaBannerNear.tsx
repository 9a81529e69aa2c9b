import { useMemo, type ComponentProps } from "react";
import { lazyNear, LoadsNear } from "~/lib/loads-near";
import type { CtaBanner as Banner } from "./CtaBanner";

/** The closing call to action, at the foot of a page: its code loads as it comes near (app/lib/loads-near.tsx). */
const CtaBanner = lazyNear("cta-banner", () => import("./CtaBanner").then((m) => m.CtaBanner));

export function CtaBannerNear(props: ComponentProps<typeof Banner>) {
  const { cta, headingId } = props;
  // The same element while its data is (app/lib/loads-near.tsx).
  const banner = useMemo(() => <CtaBanner cta={cta} headingId={headingId} />, [cta, headingId]);
  return <LoadsNear name="cta-banner">{banner}</LoadsNear>;
}
