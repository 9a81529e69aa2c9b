import { CtaBanner } from "~/components/common/CtaBanner";
import { UnderTest } from "~/components/common/UnderTest";
import type { VariantContent } from "~/content/site/experiments";
import type { BlockOf, BlockProps } from "../types";

/** The call to action as a variant writes it: its texts where it has them, the page's own elsewhere. */
export function withVariant(block: BlockOf<"ctaBlock">, variant: VariantContent): BlockOf<"ctaBlock"> {
  const fallback = variant._fallback ?? {};
  const { primaryCta } = block;
  return {
    ...block,
    heading: variant.heading ?? block.heading,
    text: variant.text ?? block.text,
    primaryCta:
      primaryCta && variant.buttonLabel
        ? { ...primaryCta, label: variant.buttonLabel, _fallback: { label: fallback.buttonLabel } }
        : primaryCta,
    _fallback: {
      ...block._fallback,
      ...(variant.heading ? { heading: fallback.heading } : {}),
      ...(variant.text ? { text: fallback.text } : {}),
    },
  };
}

/** The coloured call-to-action band every page closes with; each version of it when it is under test. */
export function CtaBlock({ block }: BlockProps<"ctaBlock">) {
  return (
    <UnderTest
      test={block.test}
      variant={(variant) => (
        <CtaBanner cta={withVariant(block, variant)} headingId={`${block._key}-${variant.key}-heading`} />
      )}
    >
      <CtaBanner cta={block} headingId={`${block._key}-heading`} />
    </UnderTest>
  );
}
