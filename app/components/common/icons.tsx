import type { SVGProps } from "react";
import spriteUrl from "./icons.svg?url";

/*
 * Every icon the site shows, as one SVG sprite (icons.svg, a cacheable asset) referenced with <use>, instead of
 * each icon's drawing shipped as JavaScript: the icons cost the pages no script at all. The drawings are Lucide's
 * (and, for the social links, Font Awesome's via react-icons); `npm run icons` writes icons.svg from the names
 * below, and a unit test fails when it is out of date. To add an icon, add a line here and run `npm run icons`.
 */

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;
export type IconComponent = ((props: IconProps) => JSX.Element) & { displayName?: string };

/**
 * A component drawing the sprite's symbol `id`. Lucide's icons are strokes (2 px, round), Font Awesome's fills;
 * the outer <svg> carries the paint so the symbols inherit it, and `currentColor` follows the text colour.
 */
export function SpriteIcon({ id, paint = "stroke", ...props }: IconProps & { id: string; paint?: "stroke" | "fill" }) {
  const paintProps =
    paint === "stroke"
      ? {
          fill: "none",
          stroke: "currentColor",
          strokeWidth: 2,
          strokeLinecap: "round" as const,
          strokeLinejoin: "round" as const,
        }
      : { fill: "currentColor" };
  return (
    <svg width={24} height={24} aria-hidden focusable="false" {...paintProps} {...props}>
      <use href={`${spriteUrl}#${id}`} />
    </svg>
  );
}

function spriteIcon(id: string, paint: "stroke" | "fill" = "stroke"): IconComponent {
  const Icon = (props: IconProps) => <SpriteIcon id={id} paint={paint} {...props} />;
  Icon.displayName = `Icon(${id})`;
  return Icon;
}

export const ArrowRight = /* @__PURE__ */ spriteIcon("arrow-right");
export const ArrowUpRight = /* @__PURE__ */ spriteIcon("arrow-up-right");
export const BookOpen = /* @__PURE__ */ spriteIcon("book-open");
export const Bot = /* @__PURE__ */ spriteIcon("bot");
export const Building2 = /* @__PURE__ */ spriteIcon("building-2");
export const Check = /* @__PURE__ */ spriteIcon("check");
export const ChevronDown = /* @__PURE__ */ spriteIcon("chevron-down");
export const ChevronLeft = /* @__PURE__ */ spriteIcon("chevron-left");
export const ChevronRight = /* @__PURE__ */ spriteIcon("chevron-right");
export const CircleAlert = /* @__PURE__ */ spriteIcon("circle-alert");
export const CircleCheck = /* @__PURE__ */ spriteIcon("circle-check");
export const Clock = /* @__PURE__ */ spriteIcon("clock");
export const Code = /* @__PURE__ */ spriteIcon("code");
export const Compass = /* @__PURE__ */ spriteIcon("compass");
export const CreditCard = /* @__PURE__ */ spriteIcon("credit-card");
export const Eye = /* @__PURE__ */ spriteIcon("eye");
export const FileDown = /* @__PURE__ */ spriteIcon("file-down");
export const Gift = /* @__PURE__ */ spriteIcon("gift");
export const Globe = /* @__PURE__ */ spriteIcon("globe");
export const GraduationCap = /* @__PURE__ */ spriteIcon("graduation-cap");
export const HandHeart = /* @__PURE__ */ spriteIcon("hand-heart");
export const Handshake = /* @__PURE__ */ spriteIcon("handshake");
export const Hash = /* @__PURE__ */ spriteIcon("hash");
export const HeartPulse = /* @__PURE__ */ spriteIcon("heart-pulse");
export const Hotel = /* @__PURE__ */ spriteIcon("hotel");
export const Landmark = /* @__PURE__ */ spriteIcon("landmark");
export const Languages = /* @__PURE__ */ spriteIcon("languages");
export const Layers = /* @__PURE__ */ spriteIcon("layers");
export const LayoutGrid = /* @__PURE__ */ spriteIcon("layout-grid");
export const LifeBuoy = /* @__PURE__ */ spriteIcon("life-buoy");
export const Lightbulb = /* @__PURE__ */ spriteIcon("lightbulb");
export const ListChecks = /* @__PURE__ */ spriteIcon("list-checks");
export const Mail = /* @__PURE__ */ spriteIcon("mail");
export const MapPin = /* @__PURE__ */ spriteIcon("map-pin");
export const Menu = /* @__PURE__ */ spriteIcon("menu");
export const MessageCircle = /* @__PURE__ */ spriteIcon("message-circle");
export const MessagesSquare = /* @__PURE__ */ spriteIcon("messages-square");
export const Mic = /* @__PURE__ */ spriteIcon("mic");
export const Palette = /* @__PURE__ */ spriteIcon("palette");
export const PanelLeft = /* @__PURE__ */ spriteIcon("panel-left");
export const PanelRight = /* @__PURE__ */ spriteIcon("panel-right");
export const Paperclip = /* @__PURE__ */ spriteIcon("paperclip");
export const Phone = /* @__PURE__ */ spriteIcon("phone");
export const Plus = /* @__PURE__ */ spriteIcon("plus");
export const Quote = /* @__PURE__ */ spriteIcon("quote");
export const RadioTower = /* @__PURE__ */ spriteIcon("radio-tower");
export const RefreshCw = /* @__PURE__ */ spriteIcon("refresh-cw");
export const Search = /* @__PURE__ */ spriteIcon("search");
export const SendHorizontal = /* @__PURE__ */ spriteIcon("send-horizontal");
export const Settings = /* @__PURE__ */ spriteIcon("settings");
export const ShieldCheck = /* @__PURE__ */ spriteIcon("shield-check");
export const ShoppingBag = /* @__PURE__ */ spriteIcon("shopping-bag");
export const Smile = /* @__PURE__ */ spriteIcon("smile");
export const Sparkles = /* @__PURE__ */ spriteIcon("sparkles");
export const Sprout = /* @__PURE__ */ spriteIcon("sprout");
export const Square = /* @__PURE__ */ spriteIcon("square");
export const Star = /* @__PURE__ */ spriteIcon("star");
export const Truck = /* @__PURE__ */ spriteIcon("truck");
export const Users = /* @__PURE__ */ spriteIcon("users");
export const Video = /* @__PURE__ */ spriteIcon("video");
export const X = /* @__PURE__ */ spriteIcon("x");
export const Zap = /* @__PURE__ */ spriteIcon("zap");

// Brands, for the footer's social links (Font Awesome 6 via react-icons).
export const FaInstagram = /* @__PURE__ */ spriteIcon("fa-instagram", "fill");
export const FaLinkedinIn = /* @__PURE__ */ spriteIcon("fa-linkedin-in", "fill");
export const FaXTwitter = /* @__PURE__ */ spriteIcon("fa-x-twitter", "fill");
export const FaYoutube = /* @__PURE__ */ spriteIcon("fa-youtube", "fill");
