import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A link an editor wrote, as the content layer hands it over: it has already passed the rule of links
 * (app/shared/addresses/links.ts, applied in app/content/layer/localize.ts, which leaves null in place of anything else). The router's
 * link for a path of this site, a plain one (no referrer, no opener) for an address elsewhere, and only the text
 * where there is no address. (The rule itself is not shipped to the browser: the page's HTML is the server's.)
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
  if (!href) return <>{children}</>;
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={className} lang={lang}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} lang={lang} rel="noopener noreferrer">
      {children}
    </a>
  );
}
