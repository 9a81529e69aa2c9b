/** The gzip bytes of the scripts each page downloads on a first visit, at the desktop and phone viewports. */
export function downloadedJs(
  baseUrl: string,
  paths: string[],
  options?: { hydrated?: boolean },
): Promise<Record<string, { desktop: number; phone: number; files: string[] }>>;
