import { Card, Flex, Heading, Spinner, Stack, Text } from "@sanity/ui";
import { useEffect, useState } from "react";
import { useClient } from "sanity";
import {
  EXPERIMENTS_QUERY,
  experimentNotes,
  experimentResults,
  experimentTable,
  type ExperimentDefinition,
  type ShownRow,
} from "@shared/results/experiment-results";
import { dayOf, RESULTS_PERIODS, type CountedLead } from "@shared/results/results";
import { DEFAULT_SANITY_API_VERSION } from "@shared/setup/sanity-api-version";
import { TextTable } from "./TextTable";
import { useResults } from "./use-results";

/*
 * The experiments' results: each one's versions over the period, with their rates, intervals and what the numbers
 * allow one to say (app/shared/results/experiment-results.ts: the same as `npm run results -- --experiment`). In the Results
 * tool (every experiment) and on an Experiment document (its own, since it started).
 */

interface Counts {
  shown: ShownRow[];
  leads: CountedLead[];
  from: string;
  to: string;
}

/** The published experiments, as the results read them (null while they are read; "failed" if they could not be). */
function useExperiments(): ExperimentDefinition[] | null | "failed" {
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
  const [experiments, setExperiments] = useState<ExperimentDefinition[] | null | "failed">(null);
  useEffect(() => {
    let live = true;
    client.fetch<ExperimentDefinition[]>(EXPERIMENTS_QUERY).then(
      (found) => live && setExperiments(found),
      () => live && setExperiments("failed"),
    );
    return () => {
      live = false;
    };
  }, [client]);
  return experiments;
}

const COULD_NOT_READ = "The results could not be read. Check your connection and open this view again.";

export function ExperimentResults(props: Counts) {
  const experiments = useExperiments();
  if (!experiments) return null;
  if (experiments === "failed") return <Text>{COULD_NOT_READ}</Text>;
  if (experiments.length === 0)
    return <Text muted>No experiment yet: create one under Experiments (A/B tests), then start it.</Text>;
  return (
    <Stack space={5}>
      {experiments.map((experiment) => (
        <Stack key={experiment._id} space={3} id={`experiment-${experiment._id}`}>
          <Heading as="h2" size={1}>
            {experiment.name} <span style={{ fontWeight: 400 }}>({experiment.state ?? "draft"})</span>
          </Heading>
          <VersionsOf experiment={experiment} counts={props} />
        </Stack>
      ))}
    </Stack>
  );
}

/** One experiment's versions table and notes. */
function VersionsOf({ experiment, counts }: { experiment: ExperimentDefinition; counts: Counts }) {
  const result = experimentResults(experiment, counts.shown, counts.leads, counts);
  return (
    <Stack space={3}>
      <TextTable table={experimentTable(result)} caption={`Versions of ${experiment.name}`} hideCaption />
      {experimentNotes(result).map((note) => (
        <Card
          key={note}
          padding={3}
          border
          tone={note.startsWith("The visits are not split") ? "critical" : "transparent"}
        >
          <Text size={1}>{note}</Text>
        </Card>
      ))}
    </Stack>
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Results view of an Experiment document (beside its form): its versions since it started, or over the longest
 * period of the Results tool while it has not. What it shows is the experiment as published (a draft's edits do not
 * change what is counted).
 */
export function ExperimentDocumentResults(props: { documentId: string }) {
  const experiments = useExperiments();
  const experiment = Array.isArray(experiments)
    ? experiments.find((found) => found._id === props.documentId)
    : undefined;
  let body;
  if (experiments === "failed") body = <Text>{COULD_NOT_READ}</Text>;
  else if (!experiments)
    body = (
      <Flex justify="center" padding={5}>
        <Spinner muted />
      </Flex>
    );
  else if (!experiment)
    body = <Text muted>Not published yet: publish it, then start it with the Start test action.</Text>;
  else body = <SinceItStarted experiment={experiment} />;
  return (
    <Stack padding={4} space={4} style={{ maxWidth: 1100 }}>
      <Heading as="h2" size={1}>
        Results
      </Heading>
      {body}
    </Stack>
  );
}

/** An experiment's versions since it started (over the Results tool's longest period while it has not). */
function SinceItStarted({ experiment }: { experiment: ExperimentDefinition }) {
  const since = experiment.startedAt ? Date.parse(experiment.startedAt) : Number.NaN;
  const longest = RESULTS_PERIODS[RESULTS_PERIODS.length - 1]!;
  const days = Number.isNaN(since) ? longest : Math.max(longest, Math.ceil((Date.now() - since) / DAY_MS) + 1);
  // (read once the experiment is known: the period is its own from the first answer)
  const { answer, failed, shown, leads } = useResults(days);
  if (failed) return <Text>{COULD_NOT_READ}</Text>;
  if (!answer)
    return (
      <Flex justify="center" padding={5}>
        <Spinner muted />
      </Flex>
    );
  return (
    <Stack space={4}>
      <Text size={1} muted>
        {experiment.startedAt ? `Since ${dayOf(since)}` : `Not started (${answer.from} to ${answer.to})`}
        {experiment.stoppedAt ? `, stopped ${dayOf(Date.parse(experiment.stoppedAt))}` : ""} (days in UTC). Each
        version&apos;s conversion is the share of the visits shown it that sent a lead of the goal, with its 95 %
        interval.
      </Text>
      <VersionsOf experiment={experiment} counts={{ shown, leads, from: answer.from, to: answer.to }} />
    </Stack>
  );
}
