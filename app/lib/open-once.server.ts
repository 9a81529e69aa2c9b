/*
 * A store opened on first use (the lead store, the view counter). An open that fails (a read-only disk, a file
 * past its size, a damaged folder) is remembered: until a pause has passed (5 s, doubling to 5 minutes) every
 * caller gets that failure at once, so a flood of form posts or beacons never opens the store again and again.
 */

export interface OpenOnceOptions {
  /** Told each failed open, with the pause before the next try (a line in the log). */
  onError?: (error: unknown, pauseMs: number) => void;
  minPauseMs?: number;
  maxPauseMs?: number;
  now?: () => number;
}

export function openOnce<T>(open: () => Promise<T>, options: OpenOnceOptions = {}): () => Promise<T> {
  const { minPauseMs = 5_000, maxPauseMs = 300_000, now = Date.now } = options;
  let opening: Promise<T> | undefined;
  let failed: { error: unknown; until: number; pauseMs: number } | undefined;
  return () => {
    if (opening) return opening;
    if (failed && now() < failed.until) return Promise.reject(failed.error);
    opening = open().then(
      (opened) => {
        failed = undefined;
        return opened;
      },
      (error: unknown) => {
        const pauseMs = failed ? Math.min(failed.pauseMs * 2, maxPauseMs) : minPauseMs;
        failed = { error, until: now() + pauseMs, pauseMs };
        opening = undefined;
        options.onError?.(error, pauseMs);
        throw error;
      },
    );
    return opening;
  };
}
