import { createClient, type SanityClient } from "@sanity/client";
import { MOCK_SANITY_PROJECT_ID, type Env } from "~/lib/env.server";
import type { ImageSourceConfig } from "./types";
import { evaluateGroq, type QueryParams } from "./bundled-dataset.server";

export type ContentMode = "sanity" | "bundled";

export interface ContentSource {
  mode: ContentMode;
  /** One line for logs: which mode and which dataset. */
  description: string;
  images: ImageSourceConfig;
  /** `live` asks Sanity's live API instead of its CDN (right after a publish). */
  fetch<T>(query: string, params?: QueryParams, options?: { live?: boolean }): Promise<T>;
}


/** A content query that failed; the message says where and why, the cause keeps the original error. */
export class ContentError extends Error {
  override name = "ContentError";
  constructor(
    message: string,
    readonly statusCode?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface SanitySourceOptions {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  /** Milliseconds before a request to Sanity is abandoned. */
  timeoutMs?: number;
  /** Images are served locally when the Sanity API is mocked (the browser has no network to the CDN in tests). */
  images?: ImageSourceConfig;
}

export function createSanitySource(options: SanitySourceOptions): ContentSource {
  const config = {
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: options.apiVersion,
    token: options.token,
    perspective: "published" as const,
    timeout: options.timeoutMs ?? 3_000,
    maxRetries: 1,
    retryDelay: () => 100,
  };
  // Published content from the API CDN; the live API only right after a publish, when the CDN may lag.
  const cdn: SanityClient = createClient({ ...config, useCdn: true });
  const live: SanityClient = createClient({ ...config, useCdn: false });
  const where = `Sanity project ${options.projectId}, dataset ${options.dataset}`;
  return {
    mode: "sanity",
    description: `${where} (API ${options.apiVersion}, CDN)`,
    images: options.images ?? { kind: "sanity", projectId: options.projectId, dataset: options.dataset },
    async fetch<T>(query: string, params: QueryParams = {}, fetchOptions: { live?: boolean } = {}) {
      try {
        return await (fetchOptions.live ? live : cdn).fetch<T>(query, params as Record<string, never>);
      } catch (error) {
        const statusCode = (error as { statusCode?: number }).statusCode;
        const reason = statusCode ? `HTTP ${statusCode}` : "network error or timeout";
        throw new ContentError(
          `Sanity query failed (${where}): ${reason}: ${(error as Error).message}`,
          statusCode,
          { cause: error },
        );
      }
    },
  };
}

export function createBundledSource(): ContentSource {
  return {
    mode: "bundled",
    description: "bundled dataset fixtures/data.ndjson (groq-js, offline)",
    images: { kind: "bundled" },
    async fetch<T>(query: string, params: QueryParams = {}) {
      try {
        return await evaluateGroq<T>(query, params);
      } catch (error) {
        throw new ContentError(`Bundled dataset query failed: ${(error as Error).message}`, undefined, {
          cause: error,
        });
      }
    },
  };
}

/** Picks the mode from the environment: Sanity when a project is configured (or mocked), else the bundled dataset. */
export function createSourceFromEnv(env: Env): ContentSource {
  if (env.MOCKS) {
    return createSanitySource({
      projectId: env.SANITY_PROJECT_ID ?? MOCK_SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      apiVersion: env.SANITY_API_VERSION,
      timeoutMs: env.SANITY_TIMEOUT_MS,
      images: { kind: "bundled" },
    });
  }
  if (env.SANITY_PROJECT_ID) {
    return createSanitySource({
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      apiVersion: env.SANITY_API_VERSION,
      token: env.SANITY_READ_TOKEN,
      timeoutMs: env.SANITY_TIMEOUT_MS,
    });
  }
  return createBundledSource();
}
