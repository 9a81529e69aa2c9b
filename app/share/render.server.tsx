import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import logoSvg from "../../public/logo-mark.svg?raw";
import type { ShareCard } from "./cards";
import { SHARE_COLORS as C, SHARE_IMAGE_SIZE } from "./theme";

/*
 * Draws a share card as a PNG: satori lays the card out as SVG (flexbox, the site's font), resvg paints it. Both
 * run in this process, with nothing fetched: the font files come with @fontsource/plus-jakarta-sans (satori reads
 * WOFF and TTF, not the site's variable WOFF2), the logo is public/logo-mark.svg.
 */

const require = createRequire(import.meta.url);
const fontFile = (weight: number) =>
  require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`);

let fonts: Promise<Font[]> | null = null;
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    ([600, 800] as const).map(async (weight) => ({
      name: "Plus Jakarta Sans",
      data: await readFile(fontFile(weight)),
      weight,
      style: "normal" as const,
    })),
  );
  return fonts;
}

const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString("base64")}`;

/** Shorter titles are set larger; any title fits in four lines (a longer one ends in an ellipsis). */
const titleSize = (title: string) => (title.length <= 34 ? 76 : title.length <= 70 ? 64 : 52);

function Card({ card, site, language }: { card: ShareCard; site: string; language: string }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        padding: "64px 72px 56px",
        color: "white",
        fontFamily: "Plus Jakarta Sans",
        backgroundColor: C["ink-950"],
        backgroundImage: `radial-gradient(circle at 88% 12%, ${C["brand-600"]}cc 0%, transparent 42%), radial-gradient(circle at 8% 100%, ${C["accent-600"]}99 0%, transparent 38%)`,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <img src={logo} width={64} height={64} alt="" />
        <span style={{ fontSize: 36, fontWeight: 800, letterSpacing: -0.5 }}>{site}</span>
      </div>
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", gap: 24, flexGrow: 1 }}>
        <span
          style={{
            display: "flex",
            alignSelf: "flex-start",
            fontSize: 26,
            fontWeight: 600,
            color: C["accent-300"],
            textTransform: "uppercase",
            letterSpacing: 2,
          }}
        >
          {card.kicker}
        </span>
        <span
          style={{
            display: "block",
            fontSize: titleSize(card.title),
            fontWeight: 800,
            lineHeight: 1.12,
            lineClamp: 4,
            letterSpacing: -1,
            maxWidth: 1000,
          }}
        >
          {card.title}
        </span>
      </div>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", fontSize: 24 }}>
        <span style={{ color: C["ink-300"], fontWeight: 600 }}>{language}</span>
        <div style={{ display: "flex", gap: 10 }}>
          <div style={{ width: 72, height: 10, borderRadius: 5, backgroundColor: C["brand-300"] }} />
          <div style={{ width: 36, height: 10, borderRadius: 5, backgroundColor: C["accent-300"] }} />
          <div style={{ width: 18, height: 10, borderRadius: 5, backgroundColor: C["sun-400"] }} />
        </div>
      </div>
    </div>
  );
}

/** The card as a 1200 × 630 PNG. */
export async function shareSvg(card: ShareCard, site: string, language: string): Promise<string> {
  return satori(<Card card={card} site={site} language={language} />, {
    ...SHARE_IMAGE_SIZE,
    fonts: await loadFonts(),
  });
}

export async function renderShareImage(card: ShareCard, site: string, language: string): Promise<Buffer> {
  const svg = await shareSvg(card, site, language);
  return new Resvg(svg, { fitTo: { mode: "width", value: SHARE_IMAGE_SIZE.width } }).render().asPng();
}
