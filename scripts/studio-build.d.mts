export interface StudioBuild {
  env: Record<string, string>;
  outDir: string;
}
export const JOURNEY_BUILD: StudioBuild;
export function studioBuiltFor(build?: StudioBuild): boolean;
export function buildStudio(build?: StudioBuild): void;
export function studioInstalled(): boolean;
export function studioBuildSteps(
  build?: StudioBuild,
): [file: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }][];
export function markStudioBuilt(build?: StudioBuild): void;
