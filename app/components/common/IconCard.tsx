import { Icon } from "./Icon";
import { langOf, type Fallbacks } from "~/i18n/lang";

const TONES = {
  light: {
    card: "rounded-3xl bg-white p-6 ring-1 ring-ink-200",
    badge: "size-11 rounded-xl bg-brand-50 text-brand-700",
    title: "text-lg font-bold",
    text: "text-ink-600",
  },
  dark: {
    card: "rounded-3xl bg-white/5 p-7 ring-1 ring-white/10",
    badge: "size-12 rounded-2xl bg-accent-500/15 text-accent-300",
    title: "text-xl font-bold text-white",
    text: "text-ink-300",
  },
} as const;

/** A list item with an icon, a title and a line of text: capabilities, values, white-label points. */
export function IconCard({
  icon,
  title,
  text,
  tone = "light",
  from,
}: {
  /** The content item the texts come from (its record of English fallbacks). */
  from?: { _fallback?: Fallbacks };
  icon: string | null;
  title: string;
  text: string;
  tone?: keyof typeof TONES;
}) {
  const style = TONES[tone];
  return (
    <li className={style.card}>
      <span className={`flex items-center justify-center ${style.badge}`}>
        <Icon name={icon} className="size-5" />
      </span>
      <h3 className={`mt-4 ${style.title}`} {...langOf(from, "title")}>
        {title}
      </h3>
      <p className={`mt-2 text-sm leading-6 ${style.text}`} {...langOf(from, "text")}>
        {text}
      </p>
    </li>
  );
}
