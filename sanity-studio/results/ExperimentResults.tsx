import { Card, Heading, Stack, Text } from "@sanity/ui";
import { useEffect, useState } from "react";
import { useClient } from "sanity";
import {
  EXPERIMENTS_QUERY,
  experimentNotes,
  experimentResults,
  experimentTable,
  type ExperimentDefinition,
  type ShownRow,
} from "@shared/experiment-results";
import type { CountedLead } from "@shared/results";
import { DEFAULT_SANITY_API_VERSION } from "@shared/sanity-api-version";

/*
 * The Results tool's experiments: each one's versions over the period, with their rates, intervals and what the
 * numbers allow one to say (app/shared/experiment-results.ts: the same as `npm run results -- --experiment`).
 */

export function ExperimentResults(props: { shown: ShownRow[]; leads: CountedLead[]; from: string; to: string }) {
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
  const [experiments, setExperiments] = useState<ExperimentDefinition[] | null>(null);
  useEffect(() => {
    let live = true;
    void client.fetch<ExperimentDefinition[]>(EXPERIMENTS_QUERY).then((found) => live && setExperiments(found));
    return () => {
      live = false;
    };
  }, [client]);
  if (!experiments) return null;
  if (experiments.length === 0)
    return <Text muted>No experiment yet: create one under Experiments (A/B tests), then start it.</Text>;
  return (
    <Stack space={5}>
      {experiments.map((experiment) => {
        const result = experimentResults(experiment, props.shown, props.leads, props);
        return (
          <Stack key={experiment._id} space={3} id={`experiment-${experiment._id}`}>
            <Heading as="h2" size={1}>
              {experiment.name} <span style={{ fontWeight: 400 }}>({experiment.state ?? "draft"})</span>
            </Heading>
            <VersionsTable table={experimentTable(result)} caption={`Versions of ${experiment.name}`} />
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
      })}
    </Stack>
  );
}

const VISUALLY_HIDDEN = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

function VersionsTable({ table, caption }: { table: string[][]; caption: string }) {
  const cell = { padding: "6px 10px", borderBottom: "1px solid var(--card-border-color)" } as const;
  const number = { ...cell, textAlign: "right" } as const;
  const [headings, ...rows] = table;
  return (
    <Card border radius={2} style={{ overflowX: "auto" }}>
      <table style={{ borderCollapse: "collapse", width: "100%", fontSize: 14 }}>
        {/* (named for screen readers; the heading above names it on screen) */}
        <caption style={VISUALLY_HIDDEN}>{caption}</caption>
        <thead>
          <tr>
            {headings!.map((heading, column) => (
              <th
                key={`${heading}-${column}`}
                scope="col"
                style={column === 0 ? { ...cell, textAlign: "left" } : number}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...values], index) => (
            <tr key={`${index}-${name}`}>
              <th scope="row" style={{ ...cell, textAlign: "left", fontWeight: 400 }}>
                {name}
              </th>
              {values.map((value, column) => (
                <td key={column} style={number}>
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
