import { bonferroniZ, differenceInterval, enoughData, sampleRatio, wilsonInterval } from "./experiment-statistics";
import { CONTROL, firstForGoal, meetsGoal, readVariants, type ExperimentGoal } from "./experiments";
import { dayOf, percentOf, visitCounted, type CountedLead } from "./results";

/*
 * An experiment's results, as the Studio's Results tool and `npm run results -- --experiment` show them: per
 * version, the visits shown it and those that converted (a counted visit's first lead of the goal's kind), the rate
 * with its 95 % interval, the difference to the control with its interval, and what the numbers allow one to say.
 */

/** A day's visits shown a version of an experiment (the counts: app/results/counter.server.ts, a day's `shown`). */
export interface ShownRow {
  day: string;
  experiment: string;
  version: string;
  visits: number;
}

/** An experiment as the results read it (EXPERIMENTS_QUERY). */
export interface ExperimentDefinition {
  _id: string;
  name: string;
  goal: ExperimentGoal;
  state?: string | null;
  startedAt?: string | null;
  stoppedAt?: string | null;
  controlWeight: number;
  variants: { _key: string; name: string; weight: number }[];
}

export interface VersionResult {
  version: string;
  name: string;
  weight: number;
  visits: number;
  conversions: number;
  rate: number | null;
  interval: [number, number] | null;
  /** The rate less the control's, and its 95 % interval (null for the control, or with no visit). */
  difference: number | null;
  differenceInterval: [number, number] | null;
}

export interface ExperimentResult {
  id: string;
  name: string;
  goal: ExperimentGoal;
  versions: VersionResult[];
  sampleRatio: { p: number; mismatch: boolean };
  enough: { enough: boolean; visitsNeeded: number };
}

/** Every experiment, for the results (drafts aside: none was shown). */
export const EXPERIMENTS_QUERY = `*[_type == "experiment" && !(_id in path("drafts.**"))] | order(startedAt desc){
  _id, name, goal, state, startedAt, stoppedAt, controlWeight, variants[]{ _key, name, weight }
}`;

/**
 * The results of `experiment` over the days from `from` to `to`: its counts of visits shown each version, and the
 * leads whose visit saw one (counted visits only; a lead counts in the period its visit landed in, as visits do).
 */
export function experimentResults(
  experiment: ExperimentDefinition,
  shown: readonly ShownRow[],
  leads: readonly CountedLead[],
  { from = "", to = "\uffff" }: { from?: string; to?: string } = {},
): ExperimentResult {
  const arms = [
    { version: CONTROL, name: "As published", weight: experiment.controlWeight },
    ...experiment.variants.map((variant) => ({ version: variant._key, name: variant.name, weight: variant.weight })),
  ];
  // The period asked, within the test's own days (a lead before it started or after it stopped is none of its).
  const first = [from, experiment.startedAt?.slice(0, 10) ?? ""].sort().at(-1)!;
  const last = [to, experiment.stoppedAt?.slice(0, 10) ?? "\uffff"].sort()[0]!;
  const inRange = (day: string) => day >= first && day <= last;
  const during = (at: string) =>
    (!experiment.startedAt || at >= experiment.startedAt) && (!experiment.stoppedAt || at <= experiment.stoppedAt);
  const counts = arms.map((arm) => {
    const visits = shown
      .filter((row) => row.experiment === experiment._id && row.version === arm.version && inRange(row.day))
      .reduce((sum, row) => sum + row.visits, 0);
    const conversions = leads.filter(
      (lead) =>
        visitCounted(lead) &&
        meetsGoal(experiment.goal, lead.kind) &&
        firstForGoal(experiment.goal, lead.attribution) &&
        readVariants(lead.attribution?.variants)[experiment._id] === arm.version &&
        during(lead.at) &&
        inRange(dayOf(Date.parse(lead.at) - (lead.attribution?.secondsToSend ?? 0) * 1000)),
    ).length;
    return { ...arm, visits, conversions };
  });
  const control = counts[0]!;
  // (each variant against the control: with two or three, each interval is widened so that the chance of any false
  // winner stays 5 %)
  const comparisonZ = bonferroniZ(counts.length - 1);
  const versions = counts.map((arm, index) => ({
    ...arm,
    rate: arm.visits ? arm.conversions / arm.visits : null,
    interval: arm.visits ? wilsonInterval(arm.conversions, arm.visits) : null,
    difference:
      index > 0 && arm.visits && control.visits
        ? arm.conversions / arm.visits - control.conversions / control.visits
        : null,
    differenceInterval:
      index > 0 && arm.visits && control.visits
        ? differenceInterval(arm.conversions, arm.visits, control.conversions, control.visits, comparisonZ)
        : null,
  }));
  return {
    id: experiment._id,
    name: experiment.name,
    goal: experiment.goal,
    versions,
    sampleRatio: sampleRatio(
      counts.map((arm) => arm.visits),
      counts.map((arm) => arm.weight),
    ),
    enough: enoughData(counts),
  };
}

/** A whole number with its thousands apart, as the results are written (8,155). */
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ",");

const points = (value: number) => `${value >= 0 ? "+" : ""}${(value * 100).toFixed(1)} pts`;
const range = (interval: [number, number] | null, show: (value: number) => string) =>
  interval ? `${show(interval[0])} to ${show(interval[1])}` : "—";

/** The results as a table of text, a heading row first. */
export const experimentTable = (result: ExperimentResult): string[][] => [
  [
    "Version",
    "Share",
    "Visits shown",
    "Converted",
    "Conversion",
    "95 % interval",
    "Against the control",
    "95 % interval",
  ],
  ...result.versions.map((version) => [
    version.name,
    `${version.weight} %`,
    String(version.visits),
    String(version.conversions),
    percentOf(version.rate),
    range(version.interval, (value) => percentOf(value)),
    version.difference === null ? "—" : points(version.difference),
    range(version.differenceInterval, points),
  ]),
];

/** What the numbers allow one to say, in sentences: the split's check first, then whether to decide yet. */
export function experimentNotes(result: ExperimentResult): string[] {
  const notes: string[] = [];
  if (result.sampleRatio.mismatch)
    notes.push(
      `The visits are not split as set (χ² test, p = ${result.sampleRatio.p.toPrecision(2)}): something other than chance sorted them (a version that fails to show or to count). Do not trust these rates; look for the cause first.`,
    );
  const { enough, visitsNeeded } = result.enough;
  if (!enough)
    notes.push(
      Number.isFinite(visitsNeeded)
        ? `Not enough data yet: each version needs about ${grouped(visitsNeeded)} visits and 10 conversions to find a 20 % change at 95 % confidence and 80 % power. Reading it earlier and stopping at the first good-looking difference makes a false winner likely.`
        : "Not enough data yet: no conversion of the page as published so far, so no sample size can be worked out.",
    );
  else {
    const winner = result.versions
      .slice(1)
      .find((version) => version.differenceInterval && version.differenceInterval[0] > 0);
    const loser = result.versions
      .slice(1)
      .find((version) => version.differenceInterval && version.differenceInterval[1] < 0);
    notes.push(
      winner
        ? `"${winner.name}" converts better than the page as published: its whole interval is above it.`
        : loser
          ? `"${loser.name}" converts worse than the page as published: its whole interval is below it.`
          : "No version differs from the page as published by more than chance: keep the page as it is, or test a bolder change.",
    );
  }
  return notes;
}
