import { describe, expect, it, vi } from "vitest";
import { openOnce } from "./open-once.server";

describe("a store opened once, its failures remembered", () => {
  it("opens once for every caller, and keeps what it opened", async () => {
    const open = vi.fn(async () => ({ store: 1 }));
    const opened = openOnce(open);
    const [a, b] = await Promise.all([opened(), opened()]);
    expect(a).toBe(b);
    await opened();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("answers a failed open at once until its pause has passed, the pause doubling up to its cap", async () => {
    let clock = 0;
    const open = vi.fn(async () => {
      throw new Error("read-only disk");
    });
    const pauses: number[] = [];
    const opened = openOnce(open, { now: () => clock, onError: (_, pause) => pauses.push(pause), maxPauseMs: 20_000 });
    await expect(opened()).rejects.toThrow("read-only disk");
    // 1,000 callers in the pause: not one more try.
    for (let i = 0; i < 1_000; i++) await expect(opened()).rejects.toThrow("read-only disk");
    expect(open).toHaveBeenCalledTimes(1);
    for (const wait of [5_000, 10_000, 20_000, 20_000]) {
      clock += wait;
      await expect(opened()).rejects.toThrow();
    }
    expect(open).toHaveBeenCalledTimes(5);
    expect(pauses).toEqual([5_000, 10_000, 20_000, 20_000, 20_000]);
  });

  it("opens again once the pause has passed, and forgets the failure once it opens", async () => {
    let clock = 0;
    let broken = true;
    const opened = openOnce(
      async () => {
        if (broken) throw new Error("no disk");
        return "store";
      },
      { now: () => clock },
    );
    await expect(opened()).rejects.toThrow();
    broken = false;
    await expect(opened()).rejects.toThrow("no disk");
    clock += 5_000;
    await expect(opened()).resolves.toBe("store");
  });
});
