export const DEBIAN_CHROMIUM: Record<"tests" | "lighthouse", { path: string; package: string }>;
export function chromiumPath(use?: "tests" | "lighthouse"): string | undefined;
export const CHROMIUM_ARGS: string[];
