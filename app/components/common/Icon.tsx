import {
  Bot,
  Building2,
  Code,
  CreditCard,
  Gift,
  Globe,
  LifeBuoy,
  RefreshCw,
  GraduationCap,
  Handshake,
  HandHeart,
  HeartPulse,
  Hotel,
  Landmark,
  Languages,
  LayoutGrid,
  Lightbulb,
  MessagesSquare,
  Palette,
  RadioTower,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  Sprout,
  Truck,
  Users,
  Video,
  type LucideIcon,
} from "lucide-react";

/**
 * The icons editors may pick in the Studio, by name. An unknown name falls back to a neutral icon rather than
 * breaking the page.
 */
export const ICONS = {
  bot: Bot,
  "building-2": Building2,
  code: Code,
  "credit-card": CreditCard,
  gift: Gift,
  globe: Globe,
  "life-buoy": LifeBuoy,
  "refresh-cw": RefreshCw,
  "graduation-cap": GraduationCap,
  handshake: Handshake,
  "hand-heart": HandHeart,
  "heart-pulse": HeartPulse,
  hotel: Hotel,
  landmark: Landmark,
  languages: Languages,
  "layout-grid": LayoutGrid,
  lightbulb: Lightbulb,
  "messages-square": MessagesSquare,
  palette: Palette,
  "radio-tower": RadioTower,
  "shield-check": ShieldCheck,
  "shopping-bag": ShoppingBag,
  sprout: Sprout,
  truck: Truck,
  users: Users,
  video: Video,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

export function Icon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Component: LucideIcon = (name && ICONS[name as IconName]) || Sparkles;
  return <Component aria-hidden className={className} />;
}
