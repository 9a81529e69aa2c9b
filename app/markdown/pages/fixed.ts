import { fill } from "@shared/dictionaries/fill";
import { pageText } from "~/i18n/layout-dictionary";
import type { loader as aboutLoader } from "~/routes/about";
import type { loader as chatbotLoader } from "~/routes/chatbot";
import type { loader as contactLoader } from "~/routes/contact";
import type { loader as featuresLoader } from "~/routes/features";
import type { loader as homeLoader } from "~/routes/home";
import type { loader as legalLoader } from "~/routes/legal";
import type { loader as pricingLoader } from "~/routes/pricing";
import type { loader as sitemapLoader } from "~/routes/sitemap";
import type { loader as solutionsLoader } from "~/routes/solutions";
import { plansTable } from "~/blocks/plans/markdown";
import { latestPostsMarkdown } from "~/blocks/latest-posts/markdown";
import { localePath } from "@shared/addresses/locales";
import { PAGE_GROUPS, PAGES } from "@shared/addresses/pages";
import { bullets, heading, link, numbered } from "../markdown";
import { portableTextMarkdown } from "../portable-text";
import {
  blocks,
  buttons,
  closingCta,
  escapeLine,
  escapeText,
  figures,
  picture,
  section,
  titledItems,
  type LoaderData,
  type PageMarkdown,
} from "./shared";

/* The fixed pages' twins (app/shared/addresses/pages.ts): each writes what its route shows, in the same order. */

const intro = (title: string | null | undefined, eyebrow: string | null | undefined, text: string | null | undefined) =>
  blocks(heading(1, title), eyebrow && `_${escapeLine(eyebrow)}_`, escapeText(text));

export const homeMarkdown: PageMarkdown<LoaderData<typeof homeLoader>> = (
  { page, testimonials, latestPosts },
  context,
) => {
  const { siteUrl, t } = context;
  const { hero, platform, chatbotPromo: promo, about, process, services, education } = page;
  return blocks(
    intro(hero.headline, hero.eyebrow, hero.text),
    buttons([hero.primaryCta, hero.secondaryCta], siteUrl),
    escapeText(hero.trustNote),
    section(2, t.home.inNumbers, figures(page.stats)),
    platform &&
      section(
        2,
        platform.heading,
        escapeText(platform.text),
        titledItems(platform.items),
        picture(platform.image, context),
      ),
    section(
      2,
      promo.title,
      escapeText(promo.text),
      bullets((promo.points ?? []).map(escapeLine)),
      buttons([promo.cta], siteUrl),
    ),
    section(
      2,
      about.heading,
      about.experienceValue && `**${escapeLine(about.experienceValue)}** ${escapeLine(about.experienceLabel)}`,
      escapeText(about.text),
      bullets((about.taglines ?? []).map(escapeLine)),
      picture(about.image, context),
      about.href ? link(about.buttonLabel, about.href, siteUrl) : null,
    ),
    section(
      2,
      process.heading,
      numbered(
        (process.steps ?? []).map((step) =>
          [`**${escapeLine(step.title)}**`, escapeLine(step.description)].filter(Boolean).join(": "),
        ),
      ),
      process.href ? link(process.buttonLabel, process.href, siteUrl) : null,
    ),
    section(
      2,
      services.heading,
      blocks(
        ...(services.cards ?? []).map((card) =>
          blocks(heading(3, card.title), escapeText(card.description), bullets((card.benefits ?? []).map(escapeLine))),
        ),
      ),
      services.href ? link(services.linkText ?? services.linkLabel, services.href, siteUrl) : null,
    ),
    education &&
      section(
        2,
        education.heading,
        escapeText(education.text),
        bullets((education.points ?? []).map(escapeLine)),
        buttons([education.cta], siteUrl),
      ),
    section(
      2,
      page.testimonials?.heading ?? t.home.testimonialsFallback,
      blocks(
        ...testimonials.map(
          (item) =>
            `> “${escapeLine(item.quote)}”\n>\n> — ${[item.author, item.position].filter(Boolean).map(escapeLine).join(", ")}`,
        ),
      ),
    ),
    latestPosts && latestPostsMarkdown(latestPosts, { ...context, level: 2 }),
    closingCta(page.finalCta, siteUrl),
  );
};

export const featuresMarkdown: PageMarkdown<LoaderData<typeof featuresLoader>> = ({ page, groups }, { siteUrl }) =>
  blocks(
    intro(page.heading, page.eyebrow, page.intro),
    ...groups.map((group) =>
      section(2, group.title, escapeText(group.description), bullets((group.features ?? []).map(escapeLine))),
    ),
    closingCta(page.cta, siteUrl),
  );

export const solutionsMarkdown: PageMarkdown<LoaderData<typeof solutionsLoader>> = ({ page, solutions }, context) => {
  const { siteUrl, t } = context;
  return blocks(
    intro(page.heading, page.eyebrow, page.intro),
    ...solutions.map((solution) =>
      section(
        2,
        solution.title,
        escapeText(solution.summary),
        section(3, t.solutions.useCases, bullets((solution.useCases ?? []).map(escapeLine))),
        section(3, t.solutions.benefits, bullets((solution.benefits ?? []).map(escapeLine))),
        solution.href ? link(fill(t.solutions.talk, { title: solution.title ?? "" }), solution.href, siteUrl) : null,
      ),
    ),
    page.whiteLabel &&
      section(2, page.whiteLabel.heading, escapeText(page.whiteLabel.text), titledItems(page.whiteLabel.points)),
    closingCta(page.cta, siteUrl),
  );
};

export const pricingMarkdown: PageMarkdown<LoaderData<typeof pricingLoader>> = (
  { page, plans, addOns, faqs },
  context,
) => {
  const { siteUrl, t } = context;
  const discount = page.annualDiscountPercent ?? 0;
  return blocks(
    intro(page.heading, page.eyebrow, page.intro),
    section(
      2,
      t.pricing.plans,
      escapeText(fill(t.pricing.annualNote, { discount })),
      plansTable(plans, discount, context),
    ),
    section(2, t.pricing.terms, titledItems(page.terms)),
    section(
      2,
      page.addOnsHeading,
      escapeText(page.addOnsIntro),
      bullets(
        addOns.map((addOn) =>
          [
            `**${escapeLine(addOn.name)}**: ${addOn.priceFrom ? `${escapeLine(t.pricing.from)} ` : ""}${escapeLine(addOn.priceLabel)} ${escapeLine(addOn.period)}`,
            escapeLine(addOn.description),
          ]
            .filter(Boolean)
            .join(". "),
        ),
      ),
    ),
    section(2, page.faqHeading, blocks(...faqs.map((faq) => blocks(heading(3, faq.question), escapeText(faq.answer))))),
    closingCta(page.cta, siteUrl),
  );
};

export const aboutMarkdown: PageMarkdown<LoaderData<typeof aboutLoader>> = ({ page }, context) => {
  const { t, siteUrl } = context;
  return blocks(
    intro(page.intro.heading, page.intro.eyebrow, page.intro.text),
    picture(page.image, context),
    section(
      2,
      t.about.visionMission,
      section(3, page.vision?.title, escapeText(page.vision?.text)),
      section(3, page.mission?.title, escapeText(page.mission?.text)),
    ),
    section(2, page.valuesSection?.heading ?? t.about.values, titledItems(page.values)),
    section(2, page.highlightsSection?.heading ?? t.about.highlights, titledItems(page.highlights)),
    section(2, t.about.atAGlance, figures(page.stats)),
    section(
      2,
      page.profile?.heading,
      escapeText(page.profile?.text),
      bullets((page.profile?.facts ?? []).map((fact) => `**${escapeLine(fact.label)}**: ${escapeLine(fact.value)}`)),
    ),
    closingCta(page.cta, siteUrl),
  );
};

/** The contact page: its intro, the company's details (site settings, as the page shows them) and the form's place. */
export function contactMarkdown(
  { page }: LoaderData<typeof contactLoader>,
  context: Parameters<PageMarkdown>[1],
  contact?: { address?: string | null; email?: string | null; phone?: string | null; hours?: string | null } | null,
) {
  const { t } = context;
  return blocks(
    intro(page.heading, page.eyebrow, page.intro),
    section(
      2,
      t.contact.details,
      bullets([
        contact?.address && `**${escapeLine(t.contact.visit)}**: ${escapeLine(contact.address)}`,
        contact?.email &&
          `**${escapeLine(t.contact.emailUs)}**: [${escapeLine(contact.email)}](mailto:${encodeURI(contact.email)})`,
        contact?.phone && `**${escapeLine(t.contact.call)}**: ${escapeLine(contact.phone)}`,
        contact?.hours && `**${escapeLine(t.contact.hours)}**: ${escapeLine(contact.hours)}`,
      ]),
    ),
    section(2, page.formHeading ?? t.contact.title, escapeText(t.machine.form)),
  );
}

export const legalMarkdown: PageMarkdown<LoaderData<typeof legalLoader>> = ({ page, lastUpdated }, context) =>
  blocks(
    heading(1, page.title),
    escapeText(page.summary),
    lastUpdated && `_${escapeLine(fill(context.t.legal.lastUpdated, { date: lastUpdated }))}_`,
    portableTextMarkdown(page.body, context),
  );

export const chatbotMarkdown: PageMarkdown<LoaderData<typeof chatbotLoader>> = ({ copy }, { t, locale, siteUrl }) =>
  blocks(
    // The page opens on the demo's general channel, whose name is its H1.
    heading(1, `${copy.title} — #${copy.channels.general}`),
    escapeText(copy.description),
    link(t.layout.getStarted, localePath(locale, "/auth"), siteUrl),
  );

export const authMarkdown: PageMarkdown<unknown> = (_data, { t }) =>
  blocks(heading(1, t.auth.heading), escapeText(t.auth.intro), escapeText(t.auth.soon));

export const sitemapMarkdown: PageMarkdown<LoaderData<typeof sitemapLoader>> = (
  { landingPages },
  { t, locale, siteUrl },
) =>
  blocks(
    intro(t.sitemap.heading, t.sitemap.title, t.sitemap.intro),
    ...PAGE_GROUPS.map((group) =>
      section(
        2,
        t.groups[group],
        bullets(
          PAGES.filter((page) => page.group === group).map((page) => {
            const names = pageText(t, page.path);
            return `${link(names?.title, localePath(locale, page.path), siteUrl)}${names?.description ? `: ${escapeLine(names.description)}` : ""}`;
          }),
        ),
      ),
    ),
    section(
      2,
      t.sitemap.more,
      bullets(landingPages.map((page) => link(page.title, localePath(locale, page.path), siteUrl))),
    ),
  );
