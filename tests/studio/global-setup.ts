import { buildStudio, studioBuiltFor } from "../../scripts/studio-build.mjs";

/** The journeys drive the Studio built for them; `npm test` has built it already (the Studio check). */
export default function globalSetup() {
  if (studioBuiltFor()) return;
  console.log("[journeys] building the Studio for the local lake…");
  buildStudio();
}
