import { Link } from "@remix-run/react";
import { useLocalePath, useT } from "~/i18n/use-t";
import { fill } from "@shared/dictionaries/fill";

export function Logo({ siteName, tone = "dark" }: { siteName: string; tone?: "dark" | "light" }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <Link
      to={lp("/")}
      className="flex shrink-0 items-center gap-2.5 rounded-lg"
      aria-label={fill(t.layout.home, { site: siteName })}
    >
      <img src="/logo-mark.svg" alt="" width={36} height={36} className="size-9" />
      <span
        className={`font-display text-xl font-extrabold tracking-tight ${tone === "dark" ? "text-ink-900" : "text-white"}`}
      >
        {siteName}
      </span>
    </Link>
  );
}
