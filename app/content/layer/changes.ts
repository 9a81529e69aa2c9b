import { channel } from "node:diagnostics_channel";

/*
 * Changes to published content, as a named Node diagnostics channel. The content layer lives in the Remix build;
 * the server's page cache (server/page-cache.ts) is outside it and listens here, so neither imports the other's
 * module instance: a channel of this name is the same object anywhere in the process.
 */
const changes = channel("ihuza:content-changed");

/** A change to published content: the answers that changed (answerKey) and their document types ("*": any). */
export interface ContentChange {
  answers: string[];
  types: string[];
}

export function publishContentChange(change: ContentChange): void {
  changes.publish(change);
}

/** Calls `listener` after every change to content pages have shown; returns the unsubscribe function. */
export function onContentChange(listener: (change: ContentChange) => void): () => void {
  const handler = (message: unknown) => listener(message as ContentChange);
  changes.subscribe(handler);
  return () => changes.unsubscribe(handler);
}
