import schema from "../../app/content/generated/schema.json" with { type: "json" };
import { LOCALES } from "@shared/addresses/locales";
import { LANGUAGES } from "../../sanity-studio/schemaTypes/objects/languages";
import type { Locator } from "@playwright/test";
import { expect, sitePage } from "./studio-utils";
import { SITE_URL } from "../../playwright.studio.config";

/* What the editor journeys (journeys-*.spec.ts) share. */

export const BLOCK_NAMES = (() => {
  const landing = (
    schema as { name: string; attributes?: Record<string, { value: { of?: { of?: unknown[] } } }> }[]
  ).find((type) => type.name === "landingPage");
  return landing?.attributes?.blocks?.value.of?.of ?? [];
})();

/**
 * How long a journey waits for a publish to reach the site (through the live events and the page cache). How soon
 * it does is `npm run bench`'s to measure (publish → shown on two instances); a test on a busy machine only asks
 * that it does.
 */
export const PUBLISH_TO_SITE_MS = 15_000;

/** How the Studio labels a language's value in a translated field (languageDisplay: titleAndCode). */
export const languageLabel = (language: (typeof LANGUAGES)[number]) =>
  `${language.title} (${language.id.toUpperCase()})`;
export const ONE_LANGUAGE = `Showing 1 / ${LANGUAGES.length}`;
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A translated field as stored: one value per language. */
export type Translations = { language: string; value: string }[];
export const valueIn = (field: Translations, language: string) =>
  field.find((item) => item.language === language)!.value;

/** Fills a translated field in every language (each language's value is added first, as an editor does). */
export async function fillTranslations(field: Locator, values: Record<(typeof LOCALES)[number], string>) {
  for (const language of LANGUAGES) {
    await field.getByRole("button", { name: languageLabel(language) }).click();
    await field.getByLabel(languageLabel(language)).fill(values[language.id]);
  }
}

export async function expectOnSite(path: string, check: (html: string) => boolean) {
  await expect
    .poll(async () => check(await sitePage(path)), { timeout: PUBLISH_TO_SITE_MS, intervals: [100] })
    .toBe(true);
}

/**
 * Puts the caret right after a text block's last character by clicking there. Where a click lands, the editor's own
 * selection agrees: a keyboard move after a click (Control+End) can be undone by a re-render that lands before the
 * editor has read it (the Portable Text editor puts its selection back on each render), as a busy machine showed.
 */
export async function clickAfterText(text: Locator) {
  const point = await text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = range.getClientRects();
    const line = lines[lines.length - 1]!;
    const box = element.getBoundingClientRect();
    return {
      x: Math.min(line.right - box.left + 2, box.width - 1),
      y: line.top + line.height / 2 - box.top,
    };
  });
  await text.click({ position: point });
}

/** The site's raw answer at `path` (no redirect followed): "200", or "301 <location>". */
export async function rawAnswer(path: string): Promise<string> {
  const response = await fetch(`${SITE_URL}${path}`, { redirect: "manual" });
  return `${response.status}${response.status === 301 ? ` ${response.headers.get("location")}` : ""}`;
}
