import { Eye } from "~/components/common/icons";
import { lazy, Suspense, useEffect, useState } from "react";

// Loaded only in preview: the click-to-edit overlays and live refresh for Sanity's Presentation tool.
const VisualEditing = lazy(() =>
  import("@sanity/visual-editing/remix").then((module) => ({ default: module.VisualEditing })),
);

/** Shown at the top of every page while an editor previews drafts; it scrolls away, so the sticky header is never covered. */
export function PreviewBar({ pathname }: { pathname: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <>
      <div role="region" aria-label="Preview mode" className="bg-sun-300 text-ink-900">
        <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-2 text-sm font-semibold">
          <Eye aria-hidden className="size-4" />
          Preview mode —{" "}
          <a
            href={`/api/preview/disable?redirect=${encodeURIComponent(pathname)}`}
            className="underline underline-offset-4 hover:no-underline"
            data-testid="exit-preview"
          >
            exit
          </a>
        </p>
      </div>
      {mounted && (
        <Suspense fallback={null}>
          <VisualEditing />
        </Suspense>
      )}
    </>
  );
}
