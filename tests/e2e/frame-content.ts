import { en } from "@shared/dictionaries/en";
import { fr } from "@shared/dictionaries/fr";
import { rw } from "@shared/dictionaries/rw";
import type { MockControl } from "../mocks/sanity";

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
