import { index, route, type RouteConfig } from "@remix-run/route-config";
import { LEGAL_SLUGS } from "./content/pages";

export default [
  index("routes/home.tsx"),
  route("features", "routes/features.tsx"),
  route("solutions", "routes/solutions.tsx"),
  route("chatbot", "routes/chatbot.tsx"),
  route("auth", "routes/auth.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  // One module for every legal page; each slug is its own route (ids must differ).
  ...LEGAL_SLUGS.map((slug) => route(slug, "routes/legal.tsx", { id: `routes/legal/${slug}` })),
  route("newsletter", "routes/newsletter.tsx"),
  // The two links of the newsletter's confirmation email: one module, two routes.
  route("newsletter/confirm", "routes/newsletter-link.tsx", { id: "routes/newsletter/confirm" }),
  route("newsletter/unsubscribe", "routes/newsletter-link.tsx", { id: "routes/newsletter/unsubscribe" }),
  route("sitemap", "routes/sitemap.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("api/revalidate", "routes/api.revalidate.ts"),
  route("api/preview/enable", "routes/api.preview.enable.ts"),
  route("api/preview/disable", "routes/api.preview.disable.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
