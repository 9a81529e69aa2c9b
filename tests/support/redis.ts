import { spawn, type ChildProcess } from "node:child_process";
import { createConnection } from "node:net";
import { ensureDebianPackage } from "../../scripts/debian-package.mjs";

/** A real Redis for a test (Debian's redis-server, installed with apt-get where missing), in memory only. */
export async function startRedis(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const binary = ensureDebianPackage(["/usr/bin/redis-server"], ["redis-server"]);
  const child: ChildProcess = spawn(binary, ["--port", String(port), "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error("redis-server did not start");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" }, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}
