import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapAnswer } from "~/content/site/sitemap.server";
import { readOnly } from "~/lib/allowed-methods";

/** A part of sitemap.xml once it is an index of parts (/sitemaps/2.xml). */
export const loader = (args: LoaderFunctionArgs) => sitemapAnswer(args, args.params.part ?? "");

export const action = readOnly;
