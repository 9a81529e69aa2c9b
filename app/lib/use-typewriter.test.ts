// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ERASE_MS, PAUSE_MS, TYPE_MS, useTypewriter } from "./use-typewriter";

describe("useTypewriter", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  // Each step's timer is set after React renders the previous one, so steps are advanced one at a time.
  const steps = (count: number, ms: number) => {
    for (let i = 0; i < count; i++) advance(ms);
  };

  it("types at 120 ms a character, waits 1000 ms, erases at 60 ms a character, then repeats", () => {
    expect([TYPE_MS, PAUSE_MS, ERASE_MS]).toEqual([120, 1000, 60]);
    const { result } = renderHook(() => useTypewriter("Hello", false));
    expect(result.current).toBe("");
    advance(119);
    expect(result.current).toBe("");
    advance(1);
    expect(result.current).toBe("H");
    steps(4, 120);
    expect(result.current).toBe("Hello");
    advance(999);
    expect(result.current).toBe("Hello"); // the pause
    advance(1); // pause over: erasing starts
    advance(59);
    expect(result.current).toBe("Hello");
    advance(1);
    expect(result.current).toBe("Hell");
    steps(4, 60);
    expect(result.current).toBe("");
    advance(120);
    expect(result.current).toBe("H"); // and round again
  });

  it("shows the whole text and sets no timer when still", () => {
    const { result } = renderHook(() => useTypewriter("Hello", true));
    expect(result.current).toBe("Hello");
    expect(vi.getTimerCount()).toBe(0);
  });
});
