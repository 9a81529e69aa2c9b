/** The Sanity API version the site and the Studio's own queries speak (SANITY_API_VERSION overrides the site's). */
export const DEFAULT_SANITY_API_VERSION = "2025-02-19";
