import type { Segment } from "~/search/text";

/** Text with the words that matched a search marked: rendered as text nodes, so whatever it holds stays text. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.mark ? (
          <mark key={index} className="rounded-sm bg-sun-200 px-0.5 text-ink-900">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
