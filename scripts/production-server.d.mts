export function startProductionServer(
  port: number,
  extraEnv?: Record<string, string>,
  options?: { log?: "inherit" | "ignore" | "capture"; start?: string },
): Promise<{
  url: string;
  pid: number;
  output(): string;
  cpuMs(): number;
  rssMiB(): number;
  stop(): void;
  kill(signal?: "SIGTERM" | "SIGKILL"): Promise<void>;
}>;
