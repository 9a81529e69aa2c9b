import { createServer, request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { readCapped } from "./body.server";

/** A real server whose handler reads the body with `limit`, and tells what it got. */
async function serve(limit: number) {
  const server = createServer(async (req: IncomingMessage, res) => {
    const body = await readCapped(req, limit).catch((error: Error) => error);
    const text = body instanceof Error ? `error ${(body as { status?: number }).status}` : String(body);
    res.setHeader("Connection", "close");
    res.end(body === "too large" ? "too large" : text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return (server.address() as AddressInfo).port;
}
const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

function post(port: number, chunks: string[], headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: "127.0.0.1", method: "POST", headers }, (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk)).on("end", () => resolve(text));
    });
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe("a body read with a cap", () => {
  it("is the body when within it, sent whole or in chunks", async () => {
    const port = await serve(10);
    expect(await post(port, ["a=1&b=2"], { "Content-Length": "7" })).toBe("a=1&b=2");
    expect(await post(port, ["a=1", "&b=2"])).toBe("a=1&b=2");
  });

  it("is too large when it declares more, or sends more without saying", async () => {
    const port = await serve(10);
    expect(await post(port, ["x".repeat(11)], { "Content-Length": "11" })).toBe("too large");
    expect(await post(port, ["x".repeat(6), "x".repeat(6)])).toBe("too large");
  });

  it("reads a fetch Request too", async () => {
    const form = new Request("http://localhost/", { method: "POST", body: "a=1" });
    expect(String(await readCapped(form, 10))).toBe("a=1");
    expect(await readCapped(new Request("http://localhost/", { method: "POST", body: "x".repeat(11) }), 10)).toBe(
      "too large",
    );
    expect((await readCapped(new Request("http://localhost/"), 10)).length).toBe(0);
  });
});
