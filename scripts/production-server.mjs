// Starts the production build (build/server) on a port for the benchmark and load scripts, on the bundled dataset.
import { execSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/**
 * `log`: where the server's log goes ("inherit", "ignore" for a script that floods it on purpose, or "capture" to
 * read it: `output()`); `start`: the server's file (the site's by default; it serves the build beside it).
 */
export async function startProductionServer(port, extraEnv = {}, { log = "inherit", start = "build/start.js" } = {}) {
  const child = spawn("node", [start], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: "production",
      SITE_URL: `http://localhost:${port}`,
      SANITY_PROJECT_ID: "",
      ...extraEnv,
    },
    stdio: ["ignore", log === "capture" ? "pipe" : "ignore", log === "capture" ? "pipe" : log],
  });
  let output = "";
  if (log === "capture")
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
  process.on("exit", () => child.kill("SIGTERM"));
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) break;
    } catch {
      // not up yet: try again
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const ticksPerSecond = Number(execSync("getconf CLK_TCK", { encoding: "utf8" }).trim()) || 100;
  return {
    url: `http://localhost:${port}`,
    pid: child.pid,
    /** What the server logged so far (with log: "capture"). */
    output: () => output,
    /** CPU time the server process has used, user and system, in ms (Linux: /proc). */
    cpuMs() {
      const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ");
      return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
    },
    /** Resident memory of the server process, in MiB. */
    rssMiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    },
    stop: () => child.kill("SIGTERM"),
    /** Sends `signal` (SIGTERM: a graceful stop; SIGKILL: a crash) and resolves once the process has exited. */
    kill(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      return exited.then(() => {});
    },
  };
}
