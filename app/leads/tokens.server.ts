import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/*
 * Signed values the lead forms rely on, all with one secret (LEADS_SECRET, or a random one kept in DATA_DIR):
 * - the form token: when the form was rendered, so a post faster than a person can type is recognised;
 * - newsletter links: confirm and unsubscribe, naming the subscriber, so nobody can act for an address they
 *   do not read.
 */

/** The secret: LEADS_SECRET when set (required for several instances), else one made once and kept in DATA_DIR. */
export function loadSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "secret.key");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
  chmodSync(file, 0o600);
  return readFileSync(file, "utf8").trim();
}

const mac = (secret: string, purpose: string, value: string) =>
  createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");

function same(a: string, b: string) {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A form token: `<rendered at, ms>.<random>.<signature>`. */
export function signFormToken(secret: string, now = Date.now()): string {
  const value = `${now.toString(36)}.${randomBytes(6).toString("base64url")}`;
  return `${value}.${mac(secret, "form", value)}`;
}

/** How long ago a genuine form token was rendered; null when it is missing, malformed, forged or from the future. */
export function formTokenAge(secret: string, token: string, now = Date.now()): number | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [time, random, signature] = parts as [string, string, string];
  if (!same(signature, mac(secret, "form", `${time}.${random}`))) return null;
  const renderedAt = parseInt(time, 36);
  if (!Number.isFinite(renderedAt) || renderedAt > now + 60_000) return null;
  return Math.max(0, now - renderedAt);
}

export type LinkAction = "confirm" | "unsubscribe";

/** A newsletter link token naming a subscriber and what the link does; confirm links expire. */
export function signLink(secret: string, action: LinkAction, subscriber: string, expiresAt?: number): string {
  const value = [action, subscriber, expiresAt ? expiresAt.toString(36) : ""].join(".");
  return `${value}.${mac(secret, "link", value)}`;
}

export type LinkCheck = { ok: true; subscriber: string } | { ok: false; reason: "invalid" | "expired" };

export function verifyLink(secret: string, action: LinkAction, token: string, now = Date.now()): LinkCheck {
  const parts = token.split(".");
  if (parts.length !== 4) return { ok: false, reason: "invalid" };
  const [kind, subscriber, expires, signature] = parts as [string, string, string, string];
  if (kind !== action || !/^[a-f0-9]{32}$/.test(subscriber)) return { ok: false, reason: "invalid" };
  if (!same(signature, mac(secret, "link", `${kind}.${subscriber}.${expires}`)))
    return { ok: false, reason: "invalid" };
  if (expires && parseInt(expires, 36) < now) return { ok: false, reason: "expired" };
  return { ok: true, subscriber };
}
