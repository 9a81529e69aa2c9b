import { BookOpen } from "~/components/common/icons";

export interface SampleLine {
  _key: string;
  from: "me" | "assistant";
  text: string;
  source?: string | null;
}

/** A short example exchange drawn as chat bubbles; screen readers hear who says what. */
export function SampleConversation({
  lines,
  label,
  assistantBubble = "bg-ink-100 text-ink-700",
}: {
  lines: SampleLine[];
  label: string;
  /** The assistant's bubble colours, to suit the section's background. */
  assistantBubble?: string;
}) {
  return (
    <ul aria-label={label} className="space-y-3">
      {lines.map((line) => (
        <li key={line._key} className={line.from === "me" ? "flex justify-end" : "flex justify-start"}>
          <div
            className={`max-w-[85%] rounded-2xl px-4 py-3 text-sm leading-6 ${
              line.from === "me" ? "rounded-tr-sm bg-brand-600 text-white" : `rounded-tl-sm ${assistantBubble}`
            }`}
          >
            <span className="sr-only">{line.from === "me" ? "Visitor: " : "Assistant: "}</span>
            {line.text}
            {line.source && (
              <span className="mt-2 flex items-center gap-1.5 border-t border-ink-200 pt-2 text-xs font-medium text-accent-700">
                <BookOpen aria-hidden className="size-3.5" />
                Source: {line.source}
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
