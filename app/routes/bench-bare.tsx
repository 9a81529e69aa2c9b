import { data } from "@remix-run/node";
import { getEnv } from "~/lib/env.server";

/**
 * The baseline for `npm run bench`: a page of this build that renders one line. It exists only when the
 * benchmark turns it on (ENABLE_BENCH_ROUTE=true); otherwise it is a 404 like any unknown path.
 */
export function loader() {
  if (!getEnv().ENABLE_BENCH_ROUTE) throw data(null, { status: 404, statusText: "Not Found" });
  return null;
}

export default function BareRoute() {
  return <p>OK</p>;
}
