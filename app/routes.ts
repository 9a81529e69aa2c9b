import { index, route, type RouteConfig } from "@remix-run/route-config";
import { LEGAL_SLUGS } from "./content/pages";

/*
 * Every page exists in each language: English unprefixed (/pricing), French under /fr and Kinyarwanda under /rw
 * (/fr/pricing). One module serves a page in all three; each language's route has its own id, `fr/routes/pricing`,
 * (app/i18n/locales.ts reads the language from the URL). Any other prefix (/de/pricing) is a 404. Files, feeds and
 * the API are the same in every language and are not prefixed.
 */
function pages(prefix: "" | "fr" | "rw") {
  const path = (rest: string) => [prefix, rest].filter(Boolean).join("/");
  const id = (rest: string) => (prefix ? `${prefix}/${rest}` : rest);
  const page = (rest: string, file: string, routeId = file.replace(/\.tsx?$/, "")) =>
    route(path(rest), file, { id: id(routeId) });
  return [
    prefix ? route(prefix, "routes/home.tsx", { id: id("routes/home"), index: false }) : index("routes/home.tsx"),
    page("features", "routes/features.tsx"),
    page("solutions", "routes/solutions.tsx"),
    page("chatbot", "routes/chatbot.tsx"),
    page("auth", "routes/auth.tsx"),
    page("pricing", "routes/pricing.tsx"),
    page("about", "routes/about.tsx"),
    page("contact", "routes/contact.tsx"),
    // One module for every legal page; each slug is its own route (ids must differ).
    ...LEGAL_SLUGS.map((slug) => page(slug, "routes/legal.tsx", `routes/legal/${slug}`)),
    page("newsletter", "routes/newsletter.tsx"),
    // The two links of the newsletter's confirmation email: one module, two routes.
    page("newsletter/confirm", "routes/newsletter-link.tsx", "routes/newsletter/confirm"),
    page("newsletter/unsubscribe", "routes/newsletter-link.tsx", "routes/newsletter/unsubscribe"),
    page("sitemap", "routes/sitemap.tsx"),
    page("*", "routes/not-found.tsx"),
  ];
}

export default [
  ...pages(""),
  ...pages("fr"),
  ...pages("rw"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("api/revalidate", "routes/api.revalidate.ts"),
  route("api/preview/enable", "routes/api.preview.enable.ts"),
  route("api/preview/disable", "routes/api.preview.disable.ts"),
] satisfies RouteConfig;
