import { PortableText, type PortableTextComponents, type PortableTextProps } from "@portabletext/react";
import { useMemo } from "react";
import { ContentImage } from "~/components/common/ContentImage";
import { ContentLink } from "~/components/common/ContentLink";
import type { PostHeading } from "~/content/blog/blog";
import type { ImageField } from "~/content/types";
import { useT } from "~/i18n/use-t";
import { VideoEmbed } from "./VideoEmbed";

const CALLOUT_STYLE = {
  tip: "border-accent-500 bg-accent-50",
  note: "border-brand-500 bg-brand-50",
  warning: "border-sun-400 bg-sun-300/20",
} as const;

const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800";

function TextLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <ContentLink href={href} className={linkClass}>
      {children}
    </ContentLink>
  );
}

/**
 * A post's text: headings (with the ids the table of contents links to), lists, links (a link to a page of the site
 * by reference arrives with its current path in `href`), images with captions, pull quotes, callouts, code and
 * videos. A type or mark the site does not know renders nothing; it never breaks the page.
 */
export function PostBody({ value, headings }: { value: PortableTextProps["value"]; headings: PostHeading[] }) {
  const t = useT();
  const components = useMemo<PortableTextComponents>(() => {
    const idOf = (key: unknown) => headings.find((heading) => heading.key === key)?.id;
    return {
      block: {
        h2: ({ children, value: block }) => (
          <h2 id={idOf(block._key)} className="mt-12 text-2xl font-extrabold text-ink-900 sm:text-3xl">
            {children}
          </h2>
        ),
        h3: ({ children, value: block }) => (
          <h3 id={idOf(block._key)} className="mt-8 text-xl font-bold text-ink-900">
            {children}
          </h3>
        ),
        normal: ({ children }) => <p className="mt-5 text-lg leading-8 text-ink-700">{children}</p>,
      },
      list: {
        bullet: ({ children }) => (
          <ul className="mt-5 list-disc space-y-2 pl-6 text-lg leading-8 text-ink-700 marker:text-brand-500">
            {children}
          </ul>
        ),
        number: ({ children }) => (
          <ol className="mt-5 list-decimal space-y-2 pl-6 text-lg leading-8 text-ink-700 marker:font-semibold">
            {children}
          </ol>
        ),
      },
      marks: {
        strong: ({ children }) => <strong className="font-semibold text-ink-900">{children}</strong>,
        em: ({ children }) => <em>{children}</em>,
        code: ({ children }) => (
          <code className="rounded bg-ink-100 px-1.5 py-0.5 font-mono text-[0.9em] text-ink-900">{children}</code>
        ),
        link: ({ value: mark, children }) => (
          <TextLink href={typeof mark?.href === "string" ? mark.href : ""}>{children}</TextLink>
        ),
        // A link to a page by reference: its path, or nothing when the page is gone or not out yet.
        internalLink: ({ value: mark, children }) =>
          typeof mark?.toPage === "string" && typeof mark.href === "string" ? (
            <TextLink href={mark.href}>{children}</TextLink>
          ) : (
            <>{children}</>
          ),
      },
      types: {
        postImage: ({ value: item }: { value: { image?: ImageField; caption?: string | null } }) =>
          item.image ? (
            <figure className="mt-8">
              <div className="overflow-hidden rounded-2xl border border-ink-200 bg-ink-50">
                <ContentImage image={item.image} width={768} className="h-auto w-full" />
              </div>
              {item.caption && <figcaption className="mt-3 text-sm text-ink-500">{item.caption}</figcaption>}
            </figure>
          ) : null,
        pullQuote: ({ value: item }: { value: { quote?: string; attribution?: string | null } }) => (
          <figure className="my-10 border-l-4 border-brand-500 pl-6">
            <blockquote className="text-2xl font-semibold leading-9 text-balance text-ink-900">
              <p>“{item.quote}”</p>
            </blockquote>
            {item.attribution && <figcaption className="mt-3 text-ink-600">{item.attribution}</figcaption>}
          </figure>
        ),
        callout: ({ value: item }: { value: { tone?: keyof typeof CALLOUT_STYLE; text?: string } }) => {
          const tone = item.tone && item.tone in CALLOUT_STYLE ? item.tone : "note";
          return (
            // A note, not a landmark: a post may hold several.
            <div role="note" className={`mt-8 rounded-xl border-l-4 p-5 ${CALLOUT_STYLE[tone]}`}>
              <p className="text-sm font-bold uppercase tracking-wide text-ink-900">{t.blog.callout[tone]}</p>
              <p className="mt-1 leading-7 text-ink-800">{item.text}</p>
            </div>
          );
        },
        codeBlock: ({ value: item }: { value: { _key?: string; language?: string; code?: string } }) => (
          <figure className="mt-8">
            <figcaption
              id={`code-${item._key}`}
              className="rounded-t-xl bg-ink-800 px-4 py-2 font-mono text-xs text-ink-200"
            >
              {item.language && item.language !== "text" ? item.language : t.blog.code}
            </figcaption>
            {/* A region that scrolls sideways: named by its caption, reachable by keyboard (axe: scrollable-region-focusable). */}
            <pre
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
              tabIndex={0}
              role="region"
              aria-labelledby={`code-${item._key}`}
              className="overflow-x-auto rounded-b-xl bg-ink-950 p-4 font-mono text-sm leading-6 text-ink-100"
            >
              <code>{item.code}</code>
            </pre>
          </figure>
        ),
        videoEmbed: ({ value: item }: { value: { url?: string; title?: string } }) =>
          item.url && item.title ? <VideoEmbed url={item.url} title={item.title} /> : null,
      },
      unknownType: () => null,
      unknownBlockStyle: ({ children }) => <p className="mt-5 text-lg leading-8 text-ink-700">{children}</p>,
      unknownMark: ({ children }) => <>{children}</>,
    };
  }, [headings, t]);
  return <PortableText value={value ?? []} components={components} onMissingComponent={false} />;
}
