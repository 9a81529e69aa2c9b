// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCycle } from "./use-cycle";

describe("useCycle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("steps every interval and wraps round", () => {
    const { result } = renderHook(() => useCycle(6, 2500));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(2499));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(2500 * 5));
    expect(result.current).toBe(0);
  });

  it("holds still while paused", () => {
    const { result } = renderHook(() => useCycle(6, 2500, true));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(0);
  });
});
