import { en } from "@shared/dictionaries/en";
import { fr } from "@shared/dictionaries/fr";
import { rw } from "@shared/dictionaries/rw";
import type { MockControl } from "../mocks/sanity";
import type { Page } from "@playwright/test";

/* Content the header menu's and the announcement bar's specs (editors-frame.spec.ts) give the mocked Sanity. */

export const LANGUAGES = [
  { prefix: "", t: en },
  { prefix: "/fr", t: fr },
  { prefix: "/rw", t: rw },
] as const;

export const text = (english: string, french?: string) => [
  { _key: "en", _type: "internationalizedArrayStringValue", language: "en", value: english },
  ...(french ? [{ _key: "fr", _type: "internationalizedArrayStringValue", language: "fr", value: french }] : []),
];
export const ref = (id: string) => ({ _type: "reference", _ref: id, _weak: true });

/** A menu as an editor would arrange it: a renamed entry, an added landing page, a group, and a page since deleted. */
export const EDITED_MENU = [
  { _key: "home", _type: "menuEntry", page: ref("homePage"), label: text("Start here", "Par ici") },
  { _key: "features", _type: "menuEntry", page: ref("featuresPage") },
  { _key: "education", _type: "menuEntry", page: ref("landing-education") },
  { _key: "gone", _type: "menuEntry", page: ref("landing-deleted-long-ago") },
  {
    _key: "resources",
    _type: "menuEntry",
    label: text("Resources", "Ressources"),
    children: [
      { _key: "blog", _type: "menuLink", href: "/blog" },
      { _key: "webinar", _type: "menuLink", page: ref("landing-webinar") },
      { _key: "status", _type: "menuLink", href: "https://status.example.com", label: text("Service status") },
    ],
  },
  { _key: "pricing", _type: "menuEntry", page: ref("pricingPage") },
];
export const EDITED: MockControl = { patches: [{ id: "siteSettings", set: { headerMenu: EDITED_MENU } }] };

export const message = (english: string) => [
  {
    _key: "en",
    _type: "internationalizedArrayAnnouncementTextValue",
    language: "en",
    value: [
      {
        _key: "b",
        _type: "block",
        style: "normal",
        markDefs: [],
        children: [{ _key: "s", _type: "span", text: english }],
      },
    ],
  },
];
export const announcement = (id: string, english: string, startsAt: number, endsAt?: number) => ({
  _id: id,
  _type: "announcement",
  _updatedAt: new Date().toISOString(),
  title: id,
  tone: "warning",
  message: message(english),
  startsAt: new Date(startsAt).toISOString(),
  ...(endsAt ? { endsAt: new Date(endsAt).toISOString() } : {}),
});

/**
 * Run in the page before its own scripts (addInitScript): whether the announcement bar was displayed when the parser
 * inserted it (`barSeen`, before any paint), the layout shifts (`shifts`), and how far anything at the top of the page
 * (the bar's and the header's place) moved up or down (`moved`: a bar shown, then hidden, moves the header by its
 * height; the text font's late arrival re-wraps text further down, which performance-fonts.spec.ts bounds).
 */
export function watchBarAndShifts() {
  const state = window as unknown as { barSeen: string[]; shifts: number; moved: number };
  Object.assign(state, { barSeen: [], shifts: 0, moved: 0 });
  new MutationObserver((_changes, observer) => {
    const bar = document.getElementById("announcement");
    if (!bar) return;
    state.barSeen.push(getComputedStyle(bar).display);
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      sources: { currentRect: DOMRect; previousRect: DOMRect }[];
    }[]) {
      state.shifts += entry.value;
      for (const { currentRect, previousRect } of entry.sources)
        if (Math.min(currentRect.y, previousRect.y) < 120)
          state.moved = Math.max(state.moved, Math.abs(currentRect.y - previousRect.y));
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/**
 * Whether the browser tells assistive technology that the button named `name` is expanded: a popover's invoker has
 * no aria-expanded attribute, the browser computes the state (read from Chromium's accessibility tree).
 */
export async function expanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", {
      nodeId: root.nodeId,
      accessibleName: name,
      role: "button",
    });
    return nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}
