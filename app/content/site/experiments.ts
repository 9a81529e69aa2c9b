import type { RUNNING_EXPERIMENTS_QUERY_RESULT } from "~/content/generated/sanity.types";
import type { Localized } from "~/content/layer/localize";
import { CONTROL, type Arm, type ExperimentPart } from "@shared/results/experiments";

type Running = Localized<RUNNING_EXPERIMENTS_QUERY_RESULT>[number];
type RunningVariant = Running["variants"][number];

/** A variant's texts in the page's language (null: the page's own), keyed as the visit's choice names it. */
export type VariantContent = Omit<RunningVariant, "_key" | "name" | "weight"> & { key: string };

/** A part of a page under test, as its component gets it (components/common/UnderTest.tsx). */
export interface PartUnderTest {
  id: string;
  /** The control first, then each variant, with their shares of the visits. */
  arms: Arm[];
  variants: VariantContent[];
}

/** Names as the page's script, its style and the counts take them; a test named otherwise is not shown. */
const NAME = /^[A-Za-z0-9._-]{1,64}$/;
const wellNamed = (experiment: Running) =>
  NAME.test(experiment._id) &&
  experiment.variants.every((variant) => NAME.test(variant._key) && variant._key !== CONTROL);

/**
 * The running experiment on `part` of the page or plan `target` (none for the home page's hero), if any: the
 * first by id when an editor started two on the same part (the Studio warns of it).
 */
export function underTest(
  experiments: readonly Running[] | null | undefined,
  part: ExperimentPart,
  target: string | null = null,
): PartUnderTest | null {
  const found = (experiments ?? []).find(
    (experiment) =>
      experiment.part === part && (target === null || experiment.page === target || experiment.plan === target),
  );
  if (!found?.variants?.length || !wellNamed(found)) return null;
  return {
    id: found._id,
    arms: [
      { key: CONTROL, weight: found.controlWeight },
      ...found.variants.map((variant) => ({ key: variant._key, weight: variant.weight })),
    ],
    variants: found.variants.map(({ _key, name: _name, weight: _weight, ...texts }) => ({ key: _key, ...texts })),
  };
}
