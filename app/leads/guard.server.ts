import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./fields";
import { formTokenAge } from "./tokens.server";

/*
 * What stands between the lead forms and abuse: a cap on what a post may weigh (checked before anything is
 * parsed), a per-address rate limit, and the two quiet spam checks (a honeypot field and the form's signed
 * render time). No CAPTCHA: see the README.
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
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  if (declared > maxBytes) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, form: new FormData() };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return { ok: false, status: 413 };
    }
    chunks.push(value);
  }
  try {
    const form = await new Response(Buffer.concat(chunks), { headers: { "Content-Type": type } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, status: 400 };
  }
}

export interface RateLimit {
  /** Counts one post from this address; the seconds to wait when it is one too many, else null. */
  take(address: string): Promise<number | null>;
}

/** At most `perMinute` posts a minute from one address (kept in this process's memory). */
export function createRateLimit(perMinute: number): RateLimit {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  return {
    async take(address) {
      try {
        await limiter.consume(address);
        return null;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw refusal;
      }
    },
  };
}

/**
 * The quiet spam checks. `bot`: a filled honeypot or a post sooner than a person could fill the form; the post is
 * thanked and dropped. `expired`: the form token is missing, forged or unreadable (an old page after the secret
 * changed): a person may be behind it, so they are asked to send again, with what they typed kept.
 */
export type SpamVerdict = "person" | "bot" | "expired";

export function judgePost(form: FormData, secret: string, minFillMs: number, now = Date.now()): SpamVerdict {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "bot";
  const token = form.get(FORM_TOKEN_FIELD);
  const age = typeof token === "string" ? formTokenAge(secret, token, now) : null;
  if (age === null) return "expired";
  return age < minFillMs ? "bot" : "person";
}
