import { Worker } from "node:worker_threads";
import type { QueryParams, SanityDocument } from "@shared/content/groq";

/*
 * The Studio's searches, evaluated in a worker thread: a reference search matches every text field of many types
 * (700 `match` clauses), which groq-js evaluates in seconds on a busy machine, holding the thread that answers the
 * site meanwhile (CI's journey 13 saw the lake's loop held 16 s, and a publish missed its 15 s). One at a time; a
 * search the Studio gave up on (a newer keystroke closed its request) is never started.
 */

/** Whether a query is one to evaluate aside: a text search of the Studio's (drafts or raw, never the site's). */
export const isStudioSearch = (query: string, perspective: string | null) =>
  perspective !== "published" && /\smatch\s/.test(query);

interface Job {
  query: string;
  params: QueryParams;
  documents: SanityDocument[];
  signal?: AbortSignal;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}
const queue: Job[] = [];
let worker: Worker | undefined;
let running: Job | undefined;

function next() {
  if (running) return;
  while (queue[0]?.signal?.aborted) queue.shift()!.reject(new Error("The search was given up"));
  running = queue.shift();
  if (!running) return worker?.unref();
  if (!worker) {
    worker = new Worker(new URL("./searches-worker.mjs", import.meta.url));
    worker.on("message", (message: { result?: unknown; error?: string }) => {
      const job = running!;
      running = undefined;
      if (message.error !== undefined) job.reject(new Error(message.error));
      else job.resolve(message.result);
      next();
    });
    worker.on("error", (error) => {
      running?.reject(error);
      running = undefined;
      worker = undefined;
      next();
    });
  }
  worker.ref();
  const { query, params, documents } = running;
  worker.postMessage({ query, params, documents });
}

/** Evaluates a query in the worker, after the searches asked before it. */
export function evaluateAside(
  query: string,
  params: QueryParams,
  documents: SanityDocument[],
  signal?: AbortSignal,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    queue.push({ query, params, documents, signal, resolve, reject });
    next();
  });
}
