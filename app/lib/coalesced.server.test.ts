import { describe, expect, it } from "vitest";
import { Coalesced } from "./coalesced.server";

/** A job whose runs end when the test says, counting them. */
function gated() {
  const ends: (() => void)[] = [];
  let runs = 0;
  const job = () =>
    new Promise<void>((resolve) => {
      runs++;
      ends.push(resolve);
    });
  return { job, runs: () => runs, end: () => ends.shift()!() };
}

describe("a coalesced job", () => {
  it("runs once more after the run under way, however often it was asked meanwhile, never two at once", async () => {
    const { job, runs, end } = gated();
    const coalesced = new Coalesced(job);
    const first = coalesced.run();
    const second = coalesced.run();
    coalesced.run();
    expect(runs()).toBe(1);
    end();
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs()).toBe(2);
    end();
    await Promise.all([first, second]);
    expect(runs()).toBe(2);
    // Asked again once idle: a new run.
    const third = coalesced.run();
    expect(runs()).toBe(3);
    end();
    await third;
  });

  it("runs no more once `more` says so, and calls `after` when the runs end", async () => {
    const { job, runs, end } = gated();
    let more = true;
    let afters = 0;
    const coalesced = new Coalesced(job, { more: () => more, after: () => afters++ });
    const done = coalesced.run();
    coalesced.run();
    more = false;
    end();
    await done;
    expect([runs(), afters]).toEqual([1, 1]);
    await coalesced.settled();
  });

  it("is ready for the next call after a run that threw", async () => {
    let calls = 0;
    const coalesced = new Coalesced(async () => {
      if (++calls === 1) throw new Error("down");
    });
    await expect(coalesced.run()).rejects.toThrow("down");
    await coalesced.run();
    expect(calls).toBe(2);
  });
});
