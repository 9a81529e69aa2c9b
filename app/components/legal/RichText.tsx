import { PortableText, type PortableTextComponents, type PortableTextProps } from "@portabletext/react";
import { ContentLink } from "~/components/common/ContentLink";

/** How Portable Text from the CMS is drawn. Block types or marks we don't know render nothing, never crash. */
const components: PortableTextComponents = {
  block: {
    h2: ({ children }) => <h2 className="mt-10 text-2xl font-extrabold">{children}</h2>,
    h3: ({ children }) => <h3 className="mt-8 text-xl font-bold">{children}</h3>,
    normal: ({ children }) => <p className="mt-4 leading-7 text-ink-700">{children}</p>,
    blockquote: ({ children }) => (
      <blockquote className="mt-6 border-l-4 border-brand-300 pl-4 text-ink-700 italic">{children}</blockquote>
    ),
  },
  list: {
    bullet: ({ children }) => (
      <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-700 marker:text-brand-500">{children}</ul>
    ),
    number: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6 text-ink-700">{children}</ol>,
  },
  marks: {
    strong: ({ children }) => <strong className="font-semibold text-ink-900">{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    link: ({ value, children }) => (
      <ContentLink
        href={typeof value?.href === "string" ? value.href : null}
        className="font-medium text-brand-700 underline underline-offset-4"
      >
        {children}
      </ContentLink>
    ),
  },
  unknownType: () => null,
  unknownBlockStyle: ({ children }) => <p className="mt-4 leading-7 text-ink-700">{children}</p>,
  unknownMark: ({ children }) => <>{children}</>,
};

export function RichText({ value }: { value: PortableTextProps["value"] }) {
  return <PortableText value={value ?? []} components={components} onMissingComponent={false} />;
}
