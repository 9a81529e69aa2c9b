import type { MetaDescriptor } from "@remix-run/node";

export const SITE_NAME = "Ihuza";

/** Title and description tags for a page; the title gets the site name unless it already has it. */
export function getMeta({ title, description }: { title: string; description?: string | null }): MetaDescriptor[] {
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [{ title: fullTitle }, { property: "og:title", content: fullTitle }];
  if (description) {
    tags.push({ name: "description", content: description }, { property: "og:description", content: description });
  }
  return tags;
}
