/** Button looks shared by links and buttons, so a call to action looks the same wherever it is. */
const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60";

const variants = {
  primary: "bg-brand-600 text-white shadow-sm shadow-brand-600/30 hover:bg-brand-700",
  secondary: "bg-white text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50",
  ghost: "text-ink-700 hover:bg-ink-100",
  light: "bg-white text-brand-800 hover:bg-brand-50",
  outlineLight: "text-white ring-1 ring-inset ring-white/40 hover:bg-white/10",
} as const;

const sizes = {
  sm: "px-4 py-2 text-sm",
  md: "px-5 py-2.5 text-sm",
  lg: "px-6 py-3 text-base",
} as const;

export function buttonClass(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
