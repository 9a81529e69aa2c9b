export function toImportFormat<T>(document: T): T;
