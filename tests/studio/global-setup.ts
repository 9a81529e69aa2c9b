import { buildStudioForJourneys, studioBuiltForJourneys } from "../../scripts/studio-build.mjs";

/** The journeys drive the Studio built for them; `npm test` has built it already (the Studio check). */
export default function globalSetup() {
  if (studioBuiltForJourneys()) return;
  console.log("[journeys] building the Studio for the local lake…");
  buildStudioForJourneys();
}
