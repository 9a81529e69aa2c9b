import { Badge, Box, Button, Card, Flex, Heading, Spinner, Stack, Tab, TabList, Text } from "@sanity/ui";
import { useMemo, useState } from "react";
import { toCsv } from "@shared/results/csv";
import {
  cappedDays,
  cappedNote,
  RESULTS_DIMENSIONS,
  RESULTS_PERIODS,
  resultsTable,
  summarize,
  uncountedLeads,
  uncountedNote,
  type ResultsDimension,
} from "@shared/results/results";
import { DailyLine } from "./DailyLine";
import { ExperimentResults } from "./ExperimentResults";
import { TextTable } from "./TextTable";
import { useResults } from "./use-results";

/** What the tool shows: visits and leads by a dimension, or the experiments' versions. */
const VIEWS = ["visits", "experiments"] as const;

/*
 * The Studio's Results tool: for the last 7, 30 or 90 days, page views (the site's daily documents, written by its
 * server: app/results) and the leads they brought (contact messages and sign-ups, by where their visit came from),
 * by page, campaign, source or language, a line per day, and the table as CSV. It reads with the editor's own
 * session: no token is in the Studio's bundle. While the dataset holds only the bundled sample days, it shows those.
 */

export function ResultsTool() {
  const [days, setDays] = useState<(typeof RESULTS_PERIODS)[number]>(30);
  const [by, setBy] = useState<ResultsDimension>("page");
  const [view, setView] = useState<(typeof VIEWS)[number]>("visits");
  const { answer, failed, rows, leads, shown } = useResults(days);
  const lines = useMemo(
    () => (answer ? summarize(rows, leads, by, { from: answer.from, to: answer.to }) : []),
    [answer, rows, leads, by],
  );
  const capped = useMemo(
    () => (answer ? cappedNote(cappedDays(rows, { from: answer.from, to: answer.to })) : null),
    [answer, rows],
  );
  const uncounted = useMemo(
    () => (answer ? uncountedNote(uncountedLeads(leads, { from: answer.from, to: answer.to })) : null),
    [answer, leads],
  );
  const csvHref = useMemo(() => {
    const table = resultsTable(lines, by);
    return `data:text/csv;charset=utf-8,${encodeURIComponent(toCsv(table))}`;
  }, [lines, by]);

  return (
    <Box padding={4} style={{ overflow: "auto", height: "100%" }}>
      <Stack space={4} style={{ maxWidth: 1100 }}>
        <Flex align="center" gap={3} wrap="wrap">
          <Heading as="h1" size={2}>
            Results
          </Heading>
          {answer?.sample && <Badge tone="caution">Sample data: the bundled dataset&apos;s example days</Badge>}
        </Flex>
        <Text muted size={1}>
          Visits (a browser tab&apos;s stay on the site, counted at its first page) and page views counted by the
          website, with no cookies and no personal data, and the contact messages and sign-ups they brought. A lead
          counts for the page its visit landed on and for its campaign; conversion is the share of visits that sent one.
        </Text>
        <Flex gap={3} wrap="wrap" align="center">
          <Choices
            label="Period"
            options={RESULTS_PERIODS}
            value={days}
            onChange={setDays}
            name={(period) => ({ id: `period-${period}`, label: `Last ${period} days` })}
          />
          <Choices
            label="Show"
            options={VIEWS}
            value={view}
            onChange={setView}
            name={(shown) => ({ id: `view-${shown}`, label: shown === "visits" ? "Visits and leads" : "Experiments" })}
          />
          {view === "visits" && (
            <Choices
              label="Results by"
              options={RESULTS_DIMENSIONS}
              value={by}
              onChange={setBy}
              name={(dimension) => ({ id: `by-${dimension}`, label: `By ${dimension}` })}
            />
          )}
          {answer && view === "visits" && (
            <Button
              as="a"
              href={csvHref}
              download={`results-by-${by}-${answer.from}-${answer.to}.csv`}
              text="Export CSV"
              mode="ghost"
            />
          )}
        </Flex>
        <Box id="results-panel">
          {failed ? (
            <Card padding={3} tone="critical" border>
              <Text>The results could not be read. Check your connection and open the tool again.</Text>
            </Card>
          ) : !answer ? (
            <Flex justify="center" padding={5}>
              <Spinner muted />
            </Flex>
          ) : view === "experiments" ? (
            <Stack space={4}>
              <Text size={1} muted>
                {answer.from} to {answer.to} (days in UTC). Each version&apos;s conversion is the share of the visits
                shown it that sent a lead of the experiment&apos;s goal, with its 95 % interval.
              </Text>
              <ExperimentResults shown={shown} leads={leads} from={answer.from} to={answer.to} />
            </Stack>
          ) : (
            <Stack space={4}>
              <Text size={1} muted>
                {answer.from} to {answer.to} (days in UTC)
              </Text>
              <DailyLine from={answer.from} to={answer.to} rows={rows} leads={leads} />
              {capped && (
                <Card padding={3} tone="caution" border>
                  <Text size={1}>{capped}</Text>
                </Card>
              )}
              <ResultsTable by={by} lines={lines} />
              {uncounted && (
                <Text size={1} muted>
                  {uncounted}
                </Text>
              )}
            </Stack>
          )}
        </Box>
      </Stack>
    </Box>
  );
}

/** One choice among a few, as tabs over the results panel (the period, the dimension). */
function Choices<T extends string | number>(props: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  name: (option: T) => { id: string; label: string };
}) {
  return (
    <TabList space={1} aria-label={props.label}>
      {props.options.map((option) => (
        <Tab
          key={option}
          {...props.name(option)}
          aria-controls="results-panel"
          selected={props.value === option}
          onClick={() => props.onChange(option)}
        />
      ))}
    </TabList>
  );
}

function ResultsTable({ by, lines }: { by: ResultsDimension; lines: ReturnType<typeof summarize> }) {
  if (lines.length === 0) return <Text muted>No visits, views or leads in these days.</Text>;
  // (the same table as the CSV and `npm run results`)
  return <TextTable table={resultsTable(lines, by)} caption={`Visits, views and leads by ${by}`} />;
}
