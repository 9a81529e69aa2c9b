export function startProductionServer(
  port: number,
  extraEnv?: Record<string, string>,
  options?: { log?: "inherit" | "ignore"; start?: string },
): Promise<{ url: string; rssMiB(): number; stop(): void }>;
