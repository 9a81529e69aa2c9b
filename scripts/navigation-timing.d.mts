import type { CDPSession, Locator, Page } from "@playwright/test";

export interface TapTiming {
  /** From the press to the new page's heading on screen. */
  ms: number;
  /** The press's longest interaction as Chromium timed it (client-side only). */
  inp: number | null;
  /** Paths of the page data (`.data`) and script chunks requested meanwhile. */
  data: string[];
  chunks: string[];
}
export function tapAndTime(
  page: Page,
  link: Locator,
  heading: string,
  options?: { anew?: boolean },
): Promise<TapTiming>;
export function throttleCpu(page: Page, rate: number): Promise<CDPSession>;
