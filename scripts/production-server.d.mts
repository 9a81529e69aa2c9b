export function startProductionServer(
  port: number,
  extraEnv?: Record<string, string>,
  options?: { log?: "inherit" | "ignore" },
): Promise<{ url: string; rssMiB(): number; stop(): void }>;
