import { useEffect, useRef, useState } from "react";
import type { FieldProps } from "sanity";

/*
 * A link into a document at a field (the Quality and Translations views' findings, `path=` in an intent) opens the
 * sections the field sits in, and shows it. Sanity 5 sets the form's open path from the link but leaves a section
 * collapsed by its schema (`collapsed: true`, as "Search and sharing" is) shut over it; Sanity 6 opens it itself
 * (sanity-io/sanity#13575). Every collapsible field of the form goes through this (sanity.config.ts): when the open
 * path comes to lead into it while it is collapsed, it expands and scrolls into view, once. An editor who then
 * collapses it again is not overruled while the path stays.
 */
export function OpenOnPath(props: FieldProps) {
  const { collapsed, collapsible } = props as { collapsed?: boolean; collapsible?: boolean };
  const open = "open" in props && Boolean(props.open);
  const onExpand = "onExpand" in props ? props.onExpand : undefined;
  const box = useRef<HTMLDivElement>(null);
  const collapsedNow = useRef(collapsed);
  collapsedNow.current = collapsed;
  const [reveal, setReveal] = useState(false);
  useEffect(() => {
    if (!open || !collapsible || !collapsedNow.current || !onExpand) return;
    onExpand();
    setReveal(true);
    // (only when the path comes to lead here: an editor's own collapsing is left alone)
  }, [open]);
  useEffect(() => {
    if (!reveal || collapsed) return;
    box.current?.scrollIntoView({ block: "start" });
    setReveal(false);
  }, [reveal, collapsed]);
  if (!collapsible) return props.renderDefault(props);
  return <div ref={box}>{props.renderDefault(props)}</div>;
}
