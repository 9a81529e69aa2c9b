/**
 * The id of the element that shows one document on its page (a plan's card, a question, a feature group, a
 * solution's card): the components put it there and the site search links to it (app/search/corpus.ts), so a
 * result opens at its place. A draft shows at its published document's place.
 */
/** The id of a landing page's block (on the element around it: app/blocks/LandingBlocks.tsx), for the same links. */
export function blockId(key: string): string {
  return `block-${key.replace(/[^\w-]/g, "-")}`;
}

export function sectionId(kind: "plan" | "addOn" | "faq" | "featureGroup" | "solution", documentId: string): string {
  return `${kind}-${documentId.replace(/^drafts\./, "").replace(/[^\w-]/g, "-")}`;
}
