import { FileDown, Languages, ListChecks, Sparkles } from "~/components/common/icons";
import { useId } from "react";
import { ASSISTANT_TOOLS, type ChatCopy } from "~/chat/data";

const TOOL_ICONS = { summarize: Sparkles, tasks: ListChecks, translate: Languages, export: FileDown } as const;

/** The assistant's tools: each one writes a request into the draft for the visitor to send or edit. */
export function ToolsPanel({ onDraft, copy }: { onDraft: (text: string) => void; copy: ChatCopy }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="p-4">
      <h2 id={headingId} className="font-display text-sm font-bold uppercase tracking-wider text-ink-500">
        {copy.tools}
      </h2>
      <ul className="mt-3 space-y-2">
        {ASSISTANT_TOOLS.map((tool) => {
          const ToolIcon = TOOL_ICONS[tool];
          return (
            <li key={tool}>
              <button
                type="button"
                onClick={() => onDraft(copy.toolDrafts[tool])}
                className="flex w-full items-center gap-3 rounded-xl bg-white px-3 py-2.5 text-left text-sm font-medium text-ink-800 ring-1 ring-ink-200 hover:bg-brand-50 hover:ring-brand-200"
              >
                <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <ToolIcon aria-hidden className="size-4" />
                </span>
                {copy.toolLabels[tool]}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 rounded-2xl bg-gradient-to-br from-brand-700 to-accent-800 p-4 text-sm text-white">
        <p className="font-semibold">{copy.demoTitle}</p>
        <p className="mt-1 text-brand-50">{copy.demoText}</p>
      </div>
    </section>
  );
}
