import { z } from "zod";
// The default Sanity API version: pinned so that a Sanity release never changes query results under us.
import { DEFAULT_SANITY_API_VERSION } from "./sanity-api-version";

export { DEFAULT_SANITY_API_VERSION };

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const envSchema = z
  .object({
    SANITY_PROJECT_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]+$/, "must contain only lower-case letters, digits and dashes (e.g. 'abc123de')")
        .optional(),
    ),
    SANITY_DATASET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "must be 1-64 lower-case letters, digits, '_' or '-' (e.g. 'production')")
        .default("production"),
    ),
    SANITY_API_VERSION: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(\d{4}-\d{2}-\d{2}|1|X)$/, "must be a date like 2025-02-19 (or '1' / 'X')")
        .default(DEFAULT_SANITY_API_VERSION),
    ),
    SANITY_API_HOST: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .url("must be an address like http://localhost:3400 (leave it empty for Sanity's own API)")
        .transform((url) => url.replace(/\/+$/, ""))
        .optional(),
    ),
    SANITY_READ_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(20, "looks truncated (a Sanity token is long)").optional(),
    ),
    SANITY_TIMEOUT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: "must be a number of milliseconds" })
        .int()
        .min(100, "must be at least 100 ms")
        .default(3000),
    ),
    CONTENT_TTL_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: "must be a number of seconds" })
        .int()
        .min(0, "must be 0 (no cache) or more")
        .default(60),
    ),
    CONTENT_DEADLINE_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: "must be a number of milliseconds" })
        .int()
        .min(50, "must be at least 50 ms")
        .max(30_000, "must be at most 30000 ms (a visitor will not wait longer)")
        .default(1500),
    ),
    SANITY_WEBHOOK_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(16, "is too short: use a long random string (at least 16 characters)").optional(),
    ),
    SANITY_STUDIO_URL: z.preprocess(
      emptyToUndefined,
      z.string().url("must be the Studio's address, like https://ihuza.sanity.studio").default("http://localhost:3333"),
    ),
    PREVIEW_SESSION_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, "is too short: use at least 32 random characters").optional(),
    ),
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    SITE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .url("must be the site's public address, like https://ihuza.rw")
        .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
        .transform((value) => value.replace(/\/+$/, ""))
        .default("http://localhost:3000"),
    ),
    ALLOW_INDEXING: z.preprocess(
      emptyToUndefined,
      z.enum(["true", "false"], { message: "must be 'true' or 'false'" }).optional(),
    ),
    // Crawlers gathering pages for AI models (robots.txt's AI_CRAWLERS list): welcome, or kept out.
    AI_CRAWLERS: z.preprocess(
      emptyToUndefined,
      z.enum(["allow", "block"], { message: "must be 'allow' or 'block'" }).default("allow"),
    ),
    // Refused requests (a form from another site, a malformed request): at most this many log lines a minute, the
    // rest counted in one line, so that a flood cannot fill the disk.
    LOG_REFUSALS_PER_MINUTE: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: "must be a number of lines" }).int().min(1, "must be 1 or more").default(60),
    ),
    // Caching (see "Caching, purging and the CSP" in docs/operators.md).
    HTML_CACHE_MB: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: "must be a number of megabytes" }).int().min(0, "must be 0 (off) or more").default(64),
    ),
    CDN_PURGE_URL: z.preprocess(
      emptyToUndefined,
      z.string().url("must be the shared cache's purge address, like http://varnish:6081/.purge").optional(),
    ),
    CDN_PURGE_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
    // Leads (contact messages and newsletter sign-ups): see "Where leads go" in docs/operators.md.
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
    SANITY_WRITE_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(20, "looks truncated (a Sanity token is long)").optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^smtps?:\/\/[^\s]+$/,
          "must be an smtp:// or smtps:// URL, like smtps://user:password@smtp.example.com:465",
        )
        .optional(),
    ),
    LEADS_NOTIFY_TO: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^[^\s@,]+@[^\s@,]+(\s*,\s*[^\s@,]+@[^\s@,]+)*$/,
          "must be one email address, or several separated by commas",
        )
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
    LEADS_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, "is too short: use at least 32 random characters").optional(),
    ),
    LEADS_RATE_LIMIT: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: "must be a number of posts" }).int().min(1, "must be at least 1").default(5),
    ),
    /** Page views one address may have counted a minute (app/results): more are answered and not counted. */
    VISITS_RATE_LIMIT: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: "must be a number of views" }).int().min(1, "must be at least 1").default(120),
    ),
    /** How often the views counted are written to the local store, and sent to Sanity (seconds). */
    VISITS_FLUSH_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: "must be a number of seconds" }).min(0.1, "must be above 0").max(60).default(5),
    ),
    VISITS_SANITY_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: "must be a number of seconds" }).min(0.1, "must be above 0").default(60),
    ),
    /** A Redis every instance of the site shares, for one form rate limit across them (per process without it). */
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\/\S+$/, "must be a redis:// or rediss:// URL, like redis://:password@redis:6379/0")
        .optional(),
    ),
    /** The longest wait between two tries to deliver a lead the CMS or the mail server refused (backoff cap). */
    LEADS_RETRY_MAX_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: "must be a number of seconds" })
        .int()
        .min(1, "must be at least 1 s")
        .max(3600, "must be at most 3600 s")
        .default(300),
    ),
    /** The local stores' size budgets (MB): past it, a lead is refused (the form says how else to write); the
     * view counts drop their oldest days. And how many days of view counts are kept. */
    LEADS_STORE_MAX_MB: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: "must be a number of megabytes" }).int().min(1, "must be at least 1").default(512),
    ),
    VISITS_STORE_MAX_MB: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: "must be a number of megabytes" }).int().min(1, "must be at least 1").default(256),
    ),
    VISITS_RETENTION_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: "must be a number of days" }).int().min(1, "must be at least 1").default(731),
    ),
    FORM_MIN_FILL_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: "must be a number of milliseconds" }).int().min(0, "must be 0 or more").default(3000),
    ),
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^(true|false|\d+|[\w.:/, -]+)$/,
          "must be 'false', 'true', a number of proxies, or addresses (Express's 'trust proxy')",
        )
        .default("false"),
    ),
  })
  .superRefine((env, context) => {
    if (env.SANITY_WRITE_TOKEN && !env.SANITY_PROJECT_ID) {
      context.addIssue({
        code: "custom",
        path: ["SANITY_WRITE_TOKEN"],
        message: "is set but SANITY_PROJECT_ID is not: leads cannot be written to Sanity without a project",
      });
    }
    if (env.LEADS_NOTIFY_TO && !env.SMTP_URL) {
      context.addIssue({
        code: "custom",
        path: ["LEADS_NOTIFY_TO"],
        message: "is set but SMTP_URL is not: set SMTP_URL so lead emails can be sent",
      });
    }
  })
  .transform(({ ALLOW_INDEXING, ...env }) => ({
    ...env,
    /** Search engines may index the site: on by default in production only. */
    ALLOW_INDEXING: ALLOW_INDEXING ? ALLOW_INDEXING === "true" : env.NODE_ENV === "production",
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the environment; throws one message naming every bad variable and what is wrong with it. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(
    `Invalid environment variables:\n${problems.join("\n")}\nSee .env.example and docs/operators.md ("Environment").`,
  );
}

let cached: Env | undefined;

/** The validated environment of this server process (parsed once). */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
