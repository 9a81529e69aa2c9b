import { Badge, Box, Button, Card, Flex, Heading, Spinner, Stack, Tab, TabList, Text } from "@sanity/ui";
import { useEffect, useMemo, useState } from "react";
import { useClient } from "sanity";
import { toCsv } from "@shared/csv";
import {
  cappedDays,
  cappedNote,
  dayOf,
  firstDayOf,
  readResults,
  RESULTS_DIMENSIONS,
  RESULTS_LATEST_QUERY,
  RESULTS_PERIODS,
  RESULTS_QUERY,
  RESULTS_TYPE,
  resultsTable,
  summarize,
  uncountedLeads,
  uncountedNote,
  type ResultsAnswer,
  type ResultsDimension,
} from "@shared/results";
import { DEFAULT_SANITY_API_VERSION } from "@shared/sanity-api-version";
import { DailyLine } from "./DailyLine";
import { ExperimentResults } from "./ExperimentResults";

/** What the tool shows: visits and leads by a dimension, or the experiments' versions. */
const VIEWS = ["visits", "experiments"] as const;

/*
 * The Studio's Results tool: for the last 7, 30 or 90 days, page views (the site's daily documents, written by its
 * server: app/results) and the leads they brought (contact messages and sign-ups, by where their visit came from),
 * by page, campaign, source or language, a line per day, and the table as CSV. It reads with the editor's own
 * session: no token is in the Studio's bundle. While the dataset holds only the bundled sample days, it shows those.
 */

export function ResultsTool() {
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
  const [days, setDays] = useState<(typeof RESULTS_PERIODS)[number]>(30);
  const [by, setBy] = useState<ResultsDimension>("page");
  const [view, setView] = useState<(typeof VIEWS)[number]>("visits");
  const [answer, setAnswer] = useState<(ResultsAnswer & { from: string; to: string; sample: boolean }) | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    (async () => {
      const latest = await client.fetch<{ real: number; latestSample: string | null }>(RESULTS_LATEST_QUERY, {
        type: RESULTS_TYPE,
      });
      // Only the bundled samples: the period ends on their last day, so they can be tried offline.
      const sample = latest.real === 0 && latest.latestSample !== null;
      const to = sample ? latest.latestSample! : dayOf(Date.now());
      const from = firstDayOf(days, to);
      // Samples are shown alone, never mixed with real counts (a dataset seeded from the bundled one holds them).
      const found = await client.fetch<ResultsAnswer>(RESULTS_QUERY, { type: RESULTS_TYPE, from, to, sample });
      if (live) setAnswer({ ...found, from, to, sample });
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [client, days]);

  const { rows, leads, shown } = useMemo(() => readResults(answer), [answer]);
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
  const cell = { padding: "6px 10px", borderBottom: "1px solid var(--card-border-color)" } as const;
  const number = { ...cell, textAlign: "right" } as const;
  // (the same table as the CSV and `npm run results`)
  const [headings, ...rows] = resultsTable(lines, by);
  return (
    <Card border radius={2} style={{ overflowX: "auto" }}>
      <table style={{ borderCollapse: "collapse", width: "100%", fontSize: 14 }}>
        <caption style={{ textAlign: "left", padding: 10, fontWeight: 600 }}>Visits, views and leads by {by}</caption>
        <thead>
          <tr>
            {headings!.map((heading, column) => (
              <th key={heading} scope="col" style={column === 0 ? { ...cell, textAlign: "left" } : number}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, ...values]) => (
            <tr key={key}>
              <th scope="row" style={{ ...cell, textAlign: "left", fontWeight: 400, wordBreak: "break-all" }}>
                {key}
              </th>
              {values.map((value, column) => (
                <td key={headings![column + 1]} style={number}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
