import type { ResolvedImage } from "~/content/layer/images.server";
import { blocks, bullets, escapeLine, escapeText, image, link, section, type MarkdownContext } from "../markdown";

/*
 * Parts several pages' twins write the same way. Each page's writer takes its route's loader data: what the HTML
 * shows, read from the same place (app/markdown/twin.server.ts).
 */

/** A loader's data as the router holds it: what `data(value, init)` carries, or the value returned. */
export type LoaderData<L extends (...args: never[]) => unknown> =
  Awaited<ReturnType<L>> extends infer R ? (R extends { data: infer D; init: unknown } ? D : R) : never;

/** A page's Markdown from its loader's data; null when the page has none (not found, or kept from indexes). */
export type PageMarkdown<D = never> = (data: D, context: MarkdownContext) => string | null;

type Cta = { label?: string | null; href?: string | null } | null | undefined;

/** Buttons, one after the other. */
export const buttons = (ctas: Cta[], siteUrl: string) =>
  ctas.flatMap((cta) => (cta?.href ? [link(cta.label, cta.href, siteUrl)] : [])).join(" · ");

/** The closing call to action most pages end with. */
export const closingCta = (
  cta: { heading?: string | null; text?: string | null; primaryCta?: Cta; secondaryCta?: Cta } | null | undefined,
  siteUrl: string,
) => section(2, cta?.heading, escapeText(cta?.text), buttons([cta?.primaryCta, cta?.secondaryCta], siteUrl));

/** Cards of a title and a text, as a list. */
export const titledItems = (
  items: readonly { title?: string | null; text?: string | null; description?: string | null }[] | null | undefined,
) =>
  bullets(
    (items ?? []).map((item) =>
      [item.title && `**${escapeLine(item.title)}**`, escapeLine(item.text ?? item.description)]
        .filter(Boolean)
        .join(": "),
    ),
  );

/** Figures with their labels. */
export const figures = (stats: readonly { value: string; label?: string | null }[] | null | undefined) =>
  bullets((stats ?? []).map((stat) => `**${escapeLine(stat.value)}** ${escapeLine(stat.label)}`));

/** A picture, when there is one. */
export const picture = (value: ResolvedImage | null | undefined, { siteUrl }: MarkdownContext) => image(value, siteUrl);

export { blocks, escapeLine, escapeText, section };
