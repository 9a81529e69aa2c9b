import { Link } from "@remix-run/react";

export function Logo({ siteName, tone = "dark" }: { siteName: string; tone?: "dark" | "light" }) {
  return (
    <Link to="/" className="flex items-center gap-2.5 rounded-lg" aria-label={`${siteName} — home`}>
      <img src="/logo-mark.svg" alt="" width={36} height={36} className="size-9" />
      <span
        className={`font-display text-xl font-extrabold tracking-tight ${tone === "dark" ? "text-ink-900" : "text-white"}`}
      >
        {siteName}
      </span>
    </Link>
  );
}
