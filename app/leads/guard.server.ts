import { Redis } from "ioredis";
import ipaddr from "ipaddr.js";
import { readCapped } from "~/lib/body.server";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./fields";
import { CACHE_CONTROL, sharedLifetimeMs } from "~/lib/cache-control";
import { formTokenAge } from "./tokens.server";

/*
 * What stands between the lead forms and abuse: a cap on what a post may weigh (checked before anything is
 * parsed), a per-address rate limit, and the two quiet spam checks (a honeypot field and the form's signed
 * render time). No CAPTCHA: see docs/operators.md ("Where leads go").
 */

/** Largest form post accepted, in bytes. A 5,000-character message in any script fits with room to spare. */
export const MAX_FORM_BYTES = 64 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export type FormRead = { ok: true; form: FormData } | { ok: false; status: 413 | 415 | 400 };

/**
 * Reads a form post of at most `maxBytes`. A declared length over the cap is refused without reading a byte; a
 * body without a length (chunked) is read only up to the cap. Only form encodings are accepted.
 */
export async function readForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormRead> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.some((accepted) => type.toLowerCase().startsWith(accepted))) return { ok: false, status: 415 };
  if (!request.body) return { ok: true, form: new FormData() };
  const body = await readCapped(request, maxBytes).catch(() => null);
  if (body === "too large") return { ok: false, status: 413 };
  if (body === null) return { ok: false, status: 400 };
  try {
    const form = await new Response(new Uint8Array(body), { headers: { "Content-Type": type } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, status: 400 };
  }
}

export interface RateLimit {
  /** Counts one post from this address; the seconds to wait when it is one too many, else null. */
  take(address: string): Promise<number | null>;
  /** Resolves once the shared store is connected (true), or could not be reached (false); at once without one. */
  ready(): Promise<boolean>;
  /** Lets go of the shared store's connection, if there is one. */
  close(): Promise<void>;
}

export interface RateLimitOptions {
  /** A Redis every instance of the site shares (REDIS_URL): one limit for all of them. */
  redisUrl?: string;
  /** What the limit counts, as its keys in that Redis are named (each limit its own: the forms', the views'). */
  keyPrefix?: string;
  logger?: Pick<Console, "warn" | "info">;
}

/**
 * At most `perMinute` posts a minute from one address. Kept in this process's memory, or with `redisUrl` in a Redis
 * that every instance shares (rate-limiter-flexible's Redis store), so a client cannot get n times the limit from n
 * instances. While that Redis cannot be reached, each process counts for itself (the store's insurance limiter):
 * the forms keep working, and the log says so once (and again once it is back).
 */
/**
 * What the limit counts one client by: an IPv4 address (an IPv4-mapped IPv6 one as its IPv4), or an IPv6 address's
 * /64 network, which one subscriber is given whole (counting each address would let a client take n times the limit
 * by walking its own /64). Anything else (no address: "local") as it is.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}

export function createRateLimit(
  perMinute: number,
  { redisUrl, keyPrefix = "ihuza:form-posts", logger = console }: RateLimitOptions = {},
): RateLimit {
  const memory = new RateLimiterMemory({ points: perMinute, duration: 60 });
  let limiter: RateLimiterAbstract = memory;
  let ready = Promise.resolve(true);
  let stop = () => {};
  if (redisUrl) {
    const where = redisAddress(redisUrl);
    let down = false;
    const client = new Redis(redisUrl, {
      // Fail at once while disconnected (the insurance limiter answers), and keep trying to reconnect.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // A Redis that stops answering without closing the connection: give up on the command, not on the post.
      commandTimeout: 500,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    });
    ready = new Promise((resolve) => {
      client.once("ready", () => resolve(true));
      client.once("error", () => resolve(false));
    });
    let closing = false;
    const lost = (why: string) => {
      if (down || closing) return;
      down = true;
      logger.warn(
        `[leads] Redis at ${where} cannot be reached (${why}): the form rate limit is counted per process until it answers`,
      );
    };
    client.on("error", (error: Error) => lost(error.message));
    client.on("close", () => lost("the connection closed"));
    client.on("ready", () => {
      if (!down) return;
      down = false;
      logger.info(`[leads] Redis at ${where} answers again: the form rate limit is shared again`);
    });
    stop = () => {
      closing = true;
      client.disconnect();
    };
    limiter = new RateLimiterRedis({
      storeClient: client,
      points: perMinute,
      duration: 60,
      keyPrefix,
      insuranceLimiter: memory,
    });
  }
  return {
    async take(address) {
      try {
        await limiter.consume(clientKey(address));
        return null;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw refusal;
      }
    },
    ready: () => ready,
    async close() {
      stop();
    },
  };
}

/** A Redis URL without its password, for the log. */
function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 6379}`;
  } catch {
    return "REDIS_URL";
  }
}

/**
 * How old a form token may be: as old as a page holding it may be when a shared cache serves it (a page is rendered
 * once for every visitor: its token says when), and two hours more to fill the form in. An older one (a page left
 * open for days, a token kept by a script) is asked to send again.
 */
export const FORM_TOKEN_MAX_AGE_MS = sharedLifetimeMs(CACHE_CONTROL.page) + 2 * 60 * 60 * 1000;

/**
 * The quiet spam checks. `bot`: a filled honeypot or a post sooner than a person could fill the form; the post is
 * thanked and dropped. `expired`: the form token is missing, forged, unreadable (an old page after the secret
 * changed) or older than FORM_TOKEN_MAX_AGE_MS: a person may be behind it, so they are asked to send again, with
 * what they typed kept. With JavaScript a page from a cache gets a token of the visitor's own when it runs its
 * scripts (/api/form-token, app/leads/own-form-token.ts), so the too-fast check measures that visitor's own time.
 */
export type SpamVerdict = "person" | "bot" | "expired";

export function judgePost(form: FormData, secret: string, minFillMs: number, now = Date.now()): SpamVerdict {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "bot";
  const token = form.get(FORM_TOKEN_FIELD);
  const age = typeof token === "string" ? formTokenAge(secret, token, now) : null;
  if (age === null || age > FORM_TOKEN_MAX_AGE_MS) return "expired";
  return age < minFillMs ? "bot" : "person";
}
