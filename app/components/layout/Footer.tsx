import { Link } from "@remix-run/react";
import { FaInstagram, FaLinkedinIn, FaXTwitter, FaYoutube, type IconComponent } from "~/components/common/icons";
import type { SiteSettings } from "~/content/types";
import { navLinks } from "@shared/addresses/pages";
import { Logo } from "./Logo";
import { useMemo } from "react";
import { lazyNear, LoadsNear } from "~/lib/loads-near";
import { newsletterCopy } from "./newsletter-copy";
import { RotatingHeadline } from "./RotatingHeadline";
import { useLocalePath, useT } from "~/i18n/use-t";
import { fill } from "@shared/dictionaries/fill";
import { pageText } from "~/i18n/layout-dictionary";
import { langOf } from "~/i18n/lang";

/** The newsletter box's code loads as the footer comes near (app/lib/loads-near.tsx): it is on every page, below. */
// (on every page: its code comes at the first act of any kind, so that it never holds a navigation)
const NewsletterForm = lazyNear("newsletter", () => import("./NewsletterForm").then((m) => m.NewsletterForm), {
  stays: true,
});

const SOCIAL_ICONS: Record<string, IconComponent> = {
  youtube: FaYoutube,
  x: FaXTwitter,
  linkedin: FaLinkedinIn,
  instagram: FaInstagram,
};

/** Entries without a label or target are dropped rather than shown blank. */
function present<T extends { label: string | null }>(items: T[] | null | undefined) {
  return (items ?? []).filter((item): item is T & { label: string } => Boolean(item.label?.trim()));
}

export function Footer({
  settings,
  siteName,
  formToken,
}: {
  settings: SiteSettings | null;
  siteName: string;
  formToken: string | null | undefined;
}) {
  const year = new Date().getFullYear();
  const t = useT();
  const lp = useLocalePath();
  const socialLinks = present(settings?.socialLinks).filter((link) => link.url);
  const words = (settings?.rotatingWords ?? []).filter(Boolean);
  // The same element while its data is (app/lib/loads-near.tsx): the layout re-renders at every navigation.
  const newsletter = settings?.newsletter;
  const box = useMemo(
    () =>
      newsletter ? (
        <NewsletterForm copy={newsletterCopy(newsletter, t.newsletter)} formToken={formToken} placement="footer" />
      ) : null,
    [newsletter, t.newsletter, formToken],
  );

  return (
    <footer className="bg-ink-950 text-ink-300">
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <Logo siteName={siteName} tone="light" />
            {settings?.footerTagline && (
              <p className="mt-4 max-w-sm text-sm leading-6" {...langOf(settings, "footerTagline")}>
                {settings.footerTagline}
              </p>
            )}
            {socialLinks.length > 0 && (
              <ul className="mt-6 flex gap-3" aria-label={t.layout.social}>
                {socialLinks.map((link) => {
                  const Icon = SOCIAL_ICONS[link.platform ?? ""];
                  return (
                    <li key={link._key}>
                      <a
                        href={link.url ?? undefined}
                        className="flex size-10 items-center justify-center rounded-full bg-white/5 text-ink-200 ring-1 ring-white/10 transition-colors hover:bg-brand-600 hover:text-white"
                        rel="noopener noreferrer"
                        target="_blank"
                      >
                        <span className="sr-only" {...langOf(link, "label")}>
                          {link.label}
                        </span>
                        {Icon ? (
                          <Icon aria-hidden className="size-4" />
                        ) : (
                          <span aria-hidden>{link.label.charAt(0)}</span>
                        )}
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>

          <div className="grid grid-cols-2 gap-8 lg:col-span-4">
            {present(settings?.footerLinkGroups?.map((group) => ({ ...group, label: group.title }))).map((group) => (
              <nav key={group._key} aria-label={group.label}>
                <h2
                  className="font-display text-sm font-semibold uppercase tracking-wider text-white"
                  {...langOf(group, "title")}
                >
                  {group.label}
                </h2>
                <ul className="mt-4 space-y-3 text-sm">
                  {present(group.links)
                    .filter((link) => link.href)
                    .map((link) => (
                      <li key={link._key}>
                        <Link to={link.href ?? "/"} className="rounded hover:text-white" {...langOf(link, "label")}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                </ul>
              </nav>
            ))}
          </div>

          {box && (
            <LoadsNear name="newsletter" className="lg:col-span-4">
              {box}
            </LoadsNear>
          )}
        </div>

        <div className="mt-12 flex flex-col gap-6 border-t border-white/10 pt-8 lg:flex-row lg:items-center lg:justify-between">
          {settings?.rotatingHeadline && words.length > 0 && (
            <RotatingHeadline prefix={settings.rotatingHeadline} words={words} />
          )}
          <div className="flex flex-col gap-4 text-sm sm:flex-row sm:items-center sm:gap-6">
            <nav aria-label={t.layout.legalNav}>
              <ul className="flex flex-wrap gap-x-5 gap-y-2">
                {navLinks("legal").map((path) => (
                  <li key={path}>
                    <Link to={lp(path)} className="rounded hover:text-white">
                      {pageText(t, path)?.nav}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <p>{fill(t.layout.rights, { year, site: siteName })}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
