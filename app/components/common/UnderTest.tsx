import type { ReactNode } from "react";
import { armsAttribute, CONTROL, PICK_VARIANT, variantRules } from "@shared/results/experiments";
import type { PartUnderTest, VariantContent } from "~/content/site/experiments";
import { useHydrated } from "~/lib/use-hydrated";
import { useNonce } from "~/lib/nonce";
import { variantFor } from "~/results/variants";

/**
 * The visit's version of a part under test, once it can be known: null on the server and while the page hydrates
 * (the HTML holds every version then), the visit's choice after (made now if the visit has none: a page reached by a
 * tap).
 */
export function useVariant(test: PartUnderTest | null | undefined): string | null {
  const hydrated = useHydrated();
  return test && hydrated ? variantFor(test.id, test.arms) : null;
}

/*
 * The script's and the style's texts are the server's alone: while the page hydrates, React keeps an element's inner
 * HTML as the server sent it (it does not rewrite it: app/lib/stylesheet.tsx relies on the same), and once hydrated
 * they are no longer drawn. So they are not in the browser's code (`import.meta.env.SSR` is false there, and the
 * bundler leaves them out): a page under test costs its visitors no more script than one without.
 */
const scriptText = () => (import.meta.env.SSR ? PICK_VARIANT : "");
const styleText = (test: PartUnderTest) =>
  import.meta.env.SSR
    ? variantRules(
        test.id,
        test.arms.map((arm) => arm.key),
      )
    : "";

/**
 * A part of a page that may be under test (app/shared/results/experiments.ts). In the page's HTML, the same for every
 * visitor: the script that picks the visit's variant, the style that shows only that one, then every version, each
 * in an element that says which it is. Once the page has hydrated, and on a page reached by a tap, only the visit's
 * version is drawn (a style a script adds would be refused by the page's CSP, and needs none then).
 */
export function UnderTest({
  test,
  children,
  variant,
}: {
  test: PartUnderTest | null | undefined;
  /** The part as published: the control. */
  children: ReactNode;
  variant: (content: VariantContent) => ReactNode;
}) {
  const shown = useVariant(test);
  const nonce = useNonce();
  if (!test) return <>{children}</>;
  const hydrated = shown !== null;
  const drawn = (key: string) => shown === null || shown === key;
  return (
    <>
      {!hydrated && (
        <script
          nonce={nonce || undefined}
          data-experiment={test.id}
          data-arms={armsAttribute(test.arms)}
          dangerouslySetInnerHTML={{ __html: scriptText() }}
          suppressHydrationWarning
        />
      )}
      {!hydrated && (
        <style
          nonce={nonce || undefined}
          dangerouslySetInnerHTML={{ __html: styleText(test) }}
          suppressHydrationWarning
        />
      )}
      {drawn(CONTROL) && (
        <div key={CONTROL} data-experiment={test.id} data-variant={CONTROL}>
          {children}
        </div>
      )}
      {test.variants.map(
        (content) =>
          drawn(content.key) && (
            // (a version most visitors do not see is kept out of search engines' snippets)
            <div key={content.key} data-experiment={test.id} data-variant={content.key} data-nosnippet="">
              {variant(content)}
            </div>
          ),
      )}
    </>
  );
}
