import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { isSitePath, safeLink } from "~/lib/links";

/**
 * A link an editor wrote: the router's link for a path of this site, a plain one (no referrer, no opener) for an
 * address elsewhere, and only the text for anything the rule of links refuses (app/lib/links.ts; the content layer
 * drops those already: this is the same rule where the link is drawn).
 */
export function ContentLink({
  href,
  className,
  lang,
  children,
}: {
  href: string | null | undefined;
  className?: string;
  lang?: string;
  children: ReactNode;
}) {
  const link = safeLink(href);
  if (link === null) return <>{children}</>;
  if (isSitePath(link)) {
    return (
      <Link to={link} className={className} lang={lang}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link} className={className} lang={lang} rel="noopener noreferrer">
      {children}
    </a>
  );
}
