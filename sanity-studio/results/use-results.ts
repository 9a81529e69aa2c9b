import { useEffect, useMemo, useState } from "react";
import { useClient } from "sanity";
import {
  dayOf,
  firstDayOf,
  readResults,
  RESULTS_LATEST_QUERY,
  RESULTS_QUERY,
  RESULTS_TYPE,
  type ResultsAnswer,
} from "@shared/results/results";
import { DEFAULT_SANITY_API_VERSION } from "@shared/setup/sanity-api-version";

export type ResultsPeriod = ResultsAnswer & { from: string; to: string; sample: boolean };

/**
 * The counts of the last `days` days (the site's daily documents and the leads), read with the editor's own session:
 * no token is in the Studio's bundle. While the dataset holds only the bundled sample days, the period ends on their
 * last day, so they can be tried offline; samples are never mixed with real counts.
 */
export function useResults(days: number) {
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
  const [answer, setAnswer] = useState<ResultsPeriod | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    (async () => {
      const latest = await client.fetch<{ real: number; latestSample: string | null }>(RESULTS_LATEST_QUERY, {
        type: RESULTS_TYPE,
      });
      const sample = latest.real === 0 && latest.latestSample !== null;
      const to = sample ? latest.latestSample! : dayOf(Date.now());
      const from = firstDayOf(days, to);
      const found = await client.fetch<ResultsAnswer>(RESULTS_QUERY, { type: RESULTS_TYPE, from, to, sample });
      if (live) setAnswer({ ...found, from, to, sample });
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [client, days]);
  const read = useMemo(() => readResults(answer), [answer]);
  return { answer, failed, ...read };
}
