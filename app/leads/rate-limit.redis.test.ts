import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startRedis } from "../../tests/support/redis";
import { createRateLimit, type RateLimit } from "./guard.server";

// Two rate limits built from the same REDIS_URL are two instances of the site behind one load balancer.
let redis: Awaited<ReturnType<typeof startRedis>>;
const limits: RateLimit[] = [];
const quiet = () => ({ warn: vi.fn(), info: vi.fn() });

beforeAll(async () => {
  redis = await startRedis(16_379 + (process.pid % 1000));
}, 180_000);
afterAll(async () => {
  for (const limit of limits) await limit.close();
  await redis?.stop();
});

async function instance(logger = quiet()) {
  const limit = createRateLimit(3, { redisUrl: redis.url, logger });
  limits.push(limit);
  expect(await limit.ready()).toBe(true);
  return limit;
}

describe("the form rate limit with REDIS_URL", () => {
  it("is one limit for every instance: posts to any of them count together, per address", async () => {
    const [a, b, c] = await Promise.all([instance(), instance(), instance()]);
    expect(await a.take("198.51.100.7")).toBeNull();
    expect(await b.take("198.51.100.7")).toBeNull();
    expect(await c.take("198.51.100.7")).toBeNull();
    for (const limit of [a, b, c]) expect(await limit.take("198.51.100.7")).toBeGreaterThan(0);
    // Another address has its own count.
    expect(await b.take("203.0.113.9")).toBeNull();
  });

  it("keeps the forms working with a per-process limit while Redis is down, and says so once", async () => {
    const logger = quiet();
    const limit = await instance(logger);
    expect(await limit.take("192.0.2.1")).toBeNull(); // connected, counted in Redis
    await redis.stop();
    const answers: (number | null)[] = [];
    for (let i = 0; i < 6; i++) answers.push(await limit.take("192.0.2.50"));
    expect(answers.slice(0, 3)).toEqual([null, null, null]);
    expect(answers.slice(3).every((wait) => wait !== null && wait > 0)).toBe(true);
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalled());
    // Three more tries to reconnect, each refused (a listener at Redis's address that closes every connection): each
    // would have said so again.
    let tries = 0;
    const refusing = createServer((socket) => {
      tries += 1;
      socket.destroy();
    });
    const { hostname, port } = new URL(redis.url);
    await new Promise<void>((resolve) => refusing.listen(Number(port), hostname, resolve));
    try {
      await vi.waitFor(() => expect(tries).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    } finally {
      await new Promise((resolve) => refusing.close(resolve));
    }
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(String(logger.warn.mock.calls[0]?.[0])).toMatch(/per process/);
  });
});
