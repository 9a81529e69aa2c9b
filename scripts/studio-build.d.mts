export interface StudioBuild {
  env: Record<string, string>;
  outDir: string;
}
export const JOURNEY_BUILD: StudioBuild;
export function studioBuiltFor(build?: StudioBuild): boolean;
export function buildStudio(build?: StudioBuild): void;
