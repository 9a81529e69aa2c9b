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
  fetch<T>(query: string, params?: QueryParams): Promise<T>;
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
  /** Images are served locally when the Sanity API is mocked (the browser has no network to the CDN in tests). */
  images?: ImageSourceConfig;
}

export function createSanitySource(options: SanitySourceOptions): ContentSource {
  const client: SanityClient = createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: options.apiVersion,
    token: options.token,
    useCdn: true, // published content from the API CDN
    perspective: "published",
    maxRetries: 1,
    retryDelay: () => 100,
  });
  const where = `Sanity project ${options.projectId}, dataset ${options.dataset}`;
  return {
    mode: "sanity",
    description: `${where} (API ${options.apiVersion}, CDN)`,
    images: options.images ?? { kind: "sanity", projectId: options.projectId, dataset: options.dataset },
    async fetch<T>(query: string, params: QueryParams = {}) {
      try {
        return await client.fetch<T>(query, params as Record<string, never>);
      } catch (error) {
        const statusCode = (error as { statusCode?: number }).statusCode;
        const reason = statusCode ? `HTTP ${statusCode}` : "network error";
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
      images: { kind: "bundled" },
    });
  }
  if (env.SANITY_PROJECT_ID) {
    return createSanitySource({
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      apiVersion: env.SANITY_API_VERSION,
      token: env.SANITY_READ_TOKEN,
    });
  }
  return createBundledSource();
}
