export interface RouteSize {
  js: number;
  css: number;
  files: string[];
}
export function readManifest(clientDir: string): {
  entry: { module: string; imports: string[] };
  routes: Record<string, unknown>;
};
export function firstLoadSizes(clientDir?: string): Record<string, RouteSize>;
export function kB(bytes: number): number;
