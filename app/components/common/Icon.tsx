import { SpriteIcon } from "~/components/common/icons";

/**
 * The icons editors may pick in the Studio, by name (each is a symbol of the icon sprite, see icons.tsx). An
 * unknown name falls back to a neutral icon rather than breaking the page.
 */
export const ICON_NAMES = [
  "bot",
  "building-2",
  "code",
  "credit-card",
  "gift",
  "globe",
  "life-buoy",
  "refresh-cw",
  "graduation-cap",
  "handshake",
  "hand-heart",
  "heart-pulse",
  "hotel",
  "landmark",
  "languages",
  "layout-grid",
  "lightbulb",
  "messages-square",
  "palette",
  "radio-tower",
  "shield-check",
  "shopping-bag",
  "sprout",
  "truck",
  "users",
  "video",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
const known = new Set<string>(ICON_NAMES);

export function Icon({ name, className }: { name: string | null | undefined; className?: string }) {
  return <SpriteIcon id={name && known.has(name) ? name : "sparkles"} className={className} />;
}
