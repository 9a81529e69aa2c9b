export interface LakeAddresses {
  projectId: string;
  dataset: string;
  lakePort: number;
  lakeTlsPort: number;
  studioPort?: number;
  sitePort: number;
}
export const JOURNEYS: Required<LakeAddresses>;
export const LOCAL_COPY: LakeAddresses;
export function studioEnvFor(addresses: LakeAddresses): Record<string, string>;
export function localHostNames(addresses: Pick<LakeAddresses, "projectId">): string[];
export function localOrigins(
  addresses: Pick<LakeAddresses, "projectId" | "lakePort" | "lakeTlsPort"> & { studioPort?: number; sitePort?: number },
): string[];
