/*
 * What must be done before the process exits (the visit counts not yet written). The server (server/index.ts) and
 * the app (the Remix build) are bundled apart, so the list lives on the process, under a name both spell alike.
 */

type Task = () => Promise<void>;
const TASKS = Symbol.for("ihuza.shutdown");
const tasks = ((globalThis as { [TASKS]?: Set<Task> })[TASKS] ??= new Set<Task>());

/** Runs `task` when the server shuts down (SIGTERM, SIGINT); returns its removal. */
export function onShutdown(task: Task): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

/** Runs every task, each at most `timeoutMs`, whatever the others do. */
export async function shutdown(timeoutMs = 5_000): Promise<void> {
  await Promise.allSettled(
    [...tasks].map((task) => Promise.race([task(), new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))])),
  );
}
