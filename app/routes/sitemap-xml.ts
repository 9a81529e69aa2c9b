import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapAnswer } from "~/content/site/sitemap.server";
import { readOnly } from "~/lib/allowed-methods";

export const loader = (args: LoaderFunctionArgs) => sitemapAnswer(args);

export const action = readOnly;
