import { MEMBER_PERMISSIONS, type MemberPermission } from '@cloudphone/contract';
import type { SettingsRepo } from '../settings/settings.repo.js';

const DISABLED_KEY = 'member.disabledPermissions';
const isMemberPermission = (value: unknown): value is MemberPermission => (MEMBER_PERMISSIONS as readonly unknown[]).includes(value);

/**
 * The permission tags members hold (spec point 6): every member console area, less the ones an
 * operator has switched off for the site. Read per request, so a switch takes effect on every node
 * at the member's next navigation.
 */
export function createMemberPermissions(settings: SettingsRepo) {
  const disabled = async (): Promise<MemberPermission[]> =>
    ((await settings.get<unknown[]>(DISABLED_KEY)) ?? []).filter(isMemberPermission);
  return {
    disabled,
    async held(): Promise<MemberPermission[]> {
      const off = new Set(await disabled());
      return MEMBER_PERMISSIONS.filter((p) => !off.has(p));
    },
    async setDisabled(list: MemberPermission[]): Promise<void> {
      await settings.set(DISABLED_KEY, [...new Set(list)]);
    },
  };
}
export type MemberPermissions = ReturnType<typeof createMemberPermissions>;
