export function writeJson(file: string, value: unknown): void;
