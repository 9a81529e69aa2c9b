import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { content } from "~/content/layer/content.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { readOnly } from "~/lib/allowed-methods";

/** Opened by the Studio's Presentation tool with a one-time secret; a wrong or missing secret is refused. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!content.preview) throw new Response(null, { status: 404, statusText: "Not Found" });
  const enabled = await content.preview.enable(request);
  if (!enabled) {
    return new Response("Preview could not be enabled: the secret is missing, wrong or expired.", {
      status: 401,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none },
    });
  }
  return redirect(enabled.redirectTo, {
    headers: { "Set-Cookie": enabled.setCookie, "Cache-Control": CACHE_CONTROL.none },
  });
}

export const action = readOnly;
