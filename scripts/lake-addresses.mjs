// Where the local Content Lake, the Studio built for it and the site reading it listen: the editor journeys' set
// and the local copy of `npm run studio`. Sanity bakes SANITY_STUDIO_* into the Studio's bundle, so each set has its
// own Studio build (scripts/studio-build.mjs), made from `studioEnvFor`.

/** The editor journeys (tests/studio): the Studio on plain HTTP beside the site, so both are the same site. */
export const JOURNEYS = {
  projectId: "local",
  dataset: "production",
  lakePort: 3480,
  lakeTlsPort: 3483,
  studioPort: 3481,
  sitePort: 3482,
};

/** `npm run studio` without a project: the Studio served by the lake on its HTTPS port. */
export const LOCAL_COPY = {
  projectId: "local",
  dataset: "production",
  lakePort: 3400,
  lakeTlsPort: 3443,
  sitePort: 3402,
};

/** The environment a Studio is built with to use a lake at these addresses. */
export function studioEnvFor(addresses) {
  return {
    SANITY_STUDIO_PROJECT_ID: addresses.projectId,
    SANITY_STUDIO_DATASET: addresses.dataset,
    SANITY_STUDIO_API_HOST: `https://localhost:${addresses.lakeTlsPort}`,
    SANITY_STUDIO_PREVIEW_URL: `http://localhost:${addresses.sitePort}`,
  };
}

/**
 * The host names a lake at these addresses answers to (with its ports): loopback, and the project's local name the
 * Studio calls it by. Any other Host (a DNS-rebinding name) is refused.
 */
export function localHostNames(addresses) {
  return ["localhost", "127.0.0.1", "[::1]", `${addresses.projectId}.localhost`];
}

/**
 * The browser origins that may call a lake at these addresses: the Studio's (on the lake's HTTPS port, or its own
 * plain one in the journeys) and the site's, on each local host name. No other page may read or write it.
 */
export function localOrigins(addresses) {
  const ports = [
    ["https", addresses.lakeTlsPort],
    ["http", addresses.lakePort],
    ["http", addresses.studioPort],
    ["http", addresses.sitePort],
  ].filter(([, port]) => port);
  return localHostNames(addresses).flatMap((host) => ports.map(([scheme, port]) => `${scheme}://${host}:${port}`));
}
