import type { ContentUsage } from "~/content/layer/usage";

/*
 * What the server (server/index.ts) hands every loader and action besides the request: Remix's load context,
 * typed here once for the whole app. `npm run dev` gives none, so every field is optional.
 */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Filled in by the content layer while the request renders: what the page cache and surrogate keys read. */
    usage?: ContentUsage;
    /** The client's address as Express sees it (TRUST_PROXY decides): the lead forms' rate limit counts by it. */
    clientIp?: string;
    /** The methods the matched route takes, when its action refused another (app/lib/allowed-methods.ts). */
    allow?: string;
    /** A page's Markdown twin (by the page's path), read through the server's page cache as a visitor's would be. */
    readTwin?: (pagePath: string) => Promise<Response>;
  }
}
