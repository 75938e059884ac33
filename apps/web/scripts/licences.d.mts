/** scripts/licences.mjs, for the test that checks src/features/settings/licences.json is current. */
export interface LicenceEntry {
  name: string;
  version: string;
  license: string;
  repository: string | null;
}
export function collectLicences(webDir?: string): LicenceEntry[];
