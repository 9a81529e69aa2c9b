import type { IncomingMessage } from "node:http";
import { getRawBody, getRawBodyWeb, type RawBodyError } from "raw-body";

/**
 * A request's body, at most `limit` bytes, by raw-body (Node's request or a fetch Request): "too large" when it
 * declares more (before a byte is read) or sends more (a chunked post, stopped there). A Node request is left paused
 * with the rest unread, for the server to discard before it answers. A client that goes away throws (status 400).
 */
export async function readCapped(source: IncomingMessage | Request, limit: number): Promise<Buffer | "too large"> {
  const header = source instanceof Request ? source.headers.get("content-length") : source.headers["content-length"];
  const declared = header ? Number(header) : NaN;
  const options = { limit, length: Number.isSafeInteger(declared) && declared >= 0 ? declared : undefined };
  try {
    if (!(source instanceof Request)) return await getRawBody(source, options);
    return source.body ? await getRawBodyWeb(source.body, options) : Buffer.alloc(0);
  } catch (error) {
    if ((error as RawBodyError).type === "entity.too.large") return "too large";
    throw error;
  }
}
