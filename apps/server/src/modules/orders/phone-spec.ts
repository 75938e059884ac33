/**
 * Whether a phone may be renewed (or redeemed for) at a spec's packages: phones sold as a spec renew
 * as it; the trial phone and phones from before specs were sold renew as the spec their device's
 * image matches.
 */
export const phoneFitsSpec = (
  phone: { configurationId: number | null; androidVersion: string; chip: string },
  spec: { configurationId: number; androidVersion: string; chip: string },
) =>
  phone.configurationId === null
    ? phone.androidVersion === spec.androidVersion && phone.chip === spec.chip
    : phone.configurationId === spec.configurationId;
