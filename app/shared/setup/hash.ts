import { hash } from "ohash";

/**
 * A short, stable hash of any value: ohash's SHA-256 of a canonical serialization (object keys in order), as 16
 * lower-case URL-safe characters (about 84 bits: a path is one spelling, lower case). The same in the Studio (a
 * browser) and in Node: share images' addresses and the English a translation was made from are named by it.
 */
export const shortHash = (value: unknown): string => hash(value).slice(0, 16).toLowerCase();

/** What shortHash writes, as a pattern. */
export const SHORT_HASH = "[a-z0-9_-]{16}";
