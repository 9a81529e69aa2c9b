import { Button, Stack, Text, useToast } from "@sanity/ui";
import { useEffect, useState } from "react";
import { useClient, useDocumentOperation, type DocumentActionComponent, type DocumentActionProps } from "sanity";
import {
  CONTROL,
  EXPERIMENT_LIMITS,
  keptVersionSets,
  type ExperimentPart,
  type VersionTexts,
} from "@shared/results/experiments";
import { DEFAULT_SANITY_API_VERSION } from "@shared/setup/sanity-api-version";
import { incompleteVariant } from "../schemaTypes/documents/experiment";

/*
 * An experiment's life in one action each (app/shared/results/experiments.ts): Start test, Stop test, and Stop and keep a
 * version, which writes that version's texts into the page (published, and its draft if it has one) and ends the
 * test, in one transaction. The site shows a change within seconds (the publish purges what showed the test).
 */

type Variant = { _key: string; name?: string } & VersionTexts;
interface Experiment {
  _id: string;
  name?: string;
  part?: ExperimentPart;
  state?: string;
  goal?: string;
  controlWeight?: number;
  page?: { _ref: string };
  plan?: { _ref: string };
  variants?: Variant[];
}

const now = () => new Date().toISOString();

/** A share of visits as the schema allows it: a whole percentage from 1 to 99. */
const isShare = (weight: unknown) => Number.isInteger(weight) && (weight as number) >= 1 && (weight as number) <= 99;

/** Why the experiment cannot start as it is, or null (the schema's rules, which a publish by action does not run). */
function cannotStart(experiment: Experiment | null): string | null {
  if (experiment?.state === "stopped") return "A stopped test does not start again: duplicate it to test again";
  if (!experiment?.part) return "Choose what it varies first";
  if (experiment.part.startsWith("landing") && !experiment.page) return "Choose the landing page first";
  if (experiment.part === "planButton" && !experiment.plan) return "Choose the plan first";
  if (!experiment.goal) return "Choose what counts as a conversion first";
  const variants = experiment.variants ?? [];
  if (variants.length < EXPERIMENT_LIMITS.variants.min || variants.length > EXPERIMENT_LIMITS.variants.max)
    return `Give it ${EXPERIMENT_LIMITS.variants.min} to ${EXPERIMENT_LIMITS.variants.max} variants`;
  const weights = [experiment.controlWeight, ...variants.map((variant) => (variant as { weight?: number }).weight)];
  if (!weights.every(isShare)) return "Give each version a share of 1 to 99 %";
  const total = (weights as number[]).reduce((sum, weight) => sum + weight, 0);
  if (total !== 100) return `The shares add up to ${total} %: make them 100 %`;
  for (const variant of variants) {
    const problem = incompleteVariant(variant, experiment.part);
    if (problem) return problem;
  }
  return null;
}

/**
 * Sets `fields` on the experiment and publishes it, as one action: the draft (or a copy of what is published) takes
 * the fields, and the publish follows once the draft holds them.
 */
function useSetAndPublish(props: DocumentActionProps) {
  const { patch, publish } = useDocumentOperation(props.id, props.type);
  const [publishing, setPublishing] = useState(false);
  useEffect(() => {
    if (publishing && !props.draft) {
      setPublishing(false);
      props.onComplete();
    }
  }, [publishing, props]);
  return (fields: Record<string, unknown>) => {
    setPublishing(true);
    patch.execute([{ set: fields }]);
    publish.execute();
  };
}

export const StartTest: DocumentActionComponent = (props) => {
  const setAndPublish = useSetAndPublish(props);
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
  const toast = useToast();
  const experiment = (props.draft ?? props.published) as Experiment | null;
  if (experiment?.state === "running") return null;
  const problem = cannotStart(experiment);
  return {
    label: "Start test",
    tone: "positive",
    title: problem ?? "Visitors are shown a version from now on; the page's published texts are the control",
    disabled: Boolean(problem),
    onHandle: async () => {
      // One test at a time on a part: the site would show only one of two.
      const other = await client.fetch<string | null>(
        `*[_type == "experiment" && state == "running" && part == $part && !(_id in path("drafts.**"))
          && _id != $id && coalesce(page._ref, plan._ref, "") == $target][0].name`,
        { part: experiment!.part, id: props.id, target: experiment!.page?._ref ?? experiment!.plan?._ref ?? "" },
      );
      if (other) {
        toast.push({ status: "error", title: `"${other}" already tests this part: stop it first` });
        props.onComplete();
        return;
      }
      setAndPublish({ state: "running", startedAt: now() });
    },
  };
};

export const StopTest: DocumentActionComponent = (props) => {
  const setAndPublish = useSetAndPublish(props);
  const experiment = (props.draft ?? props.published) as Experiment | null;
  if (experiment?.state !== "running") return null;
  return {
    label: "Stop test",
    tone: "caution",
    title: "Everyone sees the page as published again; the results stay",
    onHandle: () => setAndPublish({ state: "stopped", stoppedAt: now() }),
  };
};

export const StopAndKeep: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const experiment = props.published as Experiment | null;
  if (experiment?.state !== "running" || !experiment.part) return null;
  const part = experiment.part;

  const keep = async (variant: Variant) => {
    setBusy(true);
    try {
      const targetId =
        part === "homeHero" ? "homePage" : (part === "planButton" ? experiment.plan : experiment.page)?._ref;
      if (!targetId) throw new Error("the experiment names no page");
      const [published, draft] = await client.fetch<
        ({ _id: string; blocks?: { _key: string; _type: string }[] } | null)[]
      >(`[*[_id == $id][0]{ _id, blocks[]{ _key, _type } }, *[_id == $draft][0]{ _id, blocks[]{ _key, _type } }]`, {
        id: targetId,
        draft: `drafts.${targetId}`,
      });
      if (!published) throw new Error("the page it varies is not published");
      const transaction = client.transaction();
      const sets = keptVersionSets(part, published, variant);
      if (!Object.keys(sets).length) throw new Error("the part it varied is no longer on the page");
      for (const target of [published, draft]) {
        const own = target && keptVersionSets(part, target, variant);
        if (target && own && Object.keys(own).length) transaction.patch(target._id, (patch) => patch.set(own));
      }
      transaction.patch(experiment._id, (patch) =>
        patch.set({ state: "stopped", stoppedAt: now(), keptVersion: variant.name ?? variant._key }),
      );
      await transaction.commit();
      toast.push({ status: "success", title: `"${variant.name}" is now the page's own text, and the test has ended` });
      setOpen(false);
      props.onComplete();
    } catch (error) {
      toast.push({ status: "error", title: "The version could not be kept", description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return {
    label: "Stop and keep a version…",
    disabled: Boolean(props.draft),
    title: props.draft ? "Publish or discard your changes to the experiment first" : undefined,
    onHandle: () => setOpen(true),
    dialog: open && {
      type: "dialog",
      header: "Stop the test and keep a version",
      onClose: () => setOpen(false),
      content: (
        <Stack space={3}>
          <Text size={1}>
            The version kept becomes the page&apos;s own text in every language (published at once), and the test ends.
            The results stay in the Results tool.
          </Text>
          <Button
            mode="ghost"
            text="Keep the page as published"
            disabled={busy}
            onClick={() => {
              setOpen(false);
              void client
                .patch(experiment._id)
                .set({ state: "stopped", stoppedAt: now(), keptVersion: CONTROL })
                .commit()
                .then(
                  () => props.onComplete(),
                  (error: Error) =>
                    toast.push({ status: "error", title: "The test could not be stopped", description: error.message }),
                );
            }}
          />
          {(experiment.variants ?? []).map((variant) => (
            <Button
              key={variant._key}
              tone="positive"
              text={`Keep "${variant.name ?? variant._key}"`}
              disabled={busy}
              onClick={() => void keep(variant)}
            />
          ))}
        </Stack>
      ),
    },
  };
};

/** The experiment's own actions, after the usual ones (publish, discard, delete…). */
export const EXPERIMENT_ACTIONS = [StartTest, StopTest, StopAndKeep];
