import { useT } from "~/i18n/use-t";
import { fill } from "@shared/dictionaries/fill";

/**
 * Share links to the networks' own share pages, with the post's address and title: plain links, no script and
 * nothing loaded from the networks until the visitor follows one.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useT();
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const links = [
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: "X", href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "WhatsApp", href: `https://wa.me/?text=${text}%20${u}` },
  ];
  return (
    <nav aria-label={t.blog.share} className="mt-12 border-t border-ink-200 pt-6">
      <h2 className="text-sm font-bold uppercase tracking-wide text-ink-900">{t.blog.share}</h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center rounded-full border border-ink-300 px-4 text-sm font-semibold text-ink-800 hover:border-brand-500 hover:text-brand-700"
              aria-label={fill(t.blog.shareOn, { network: link.network })}
            >
              {link.network}
            </a>
          </li>
        ))}
        <li>
          <a
            href={`mailto:?subject=${text}&body=${u}`}
            className="inline-flex min-h-11 items-center rounded-full border border-ink-300 px-4 text-sm font-semibold text-ink-800 hover:border-brand-500 hover:text-brand-700"
          >
            {t.blog.shareByEmail}
          </a>
        </li>
      </ul>
    </nav>
  );
}
