export function ensureDebianPackage(files: string[], packages: string[]): string;
