import { randomBytes } from 'node:crypto';
import { AVATAR_SIZES, type MemberInfo } from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { StorageNotFound, type StorageProvider } from '../../providers/storage/index.js';
import { toMemberInfo } from '../member/member-info.js';
import type { MembersRepo } from '../member/members.repo.js';
import { renderAvatar } from './avatar-image.js';
import type { ProfileRepo } from './profile.repo.js';

/** Where one size of a member's avatar is stored. */
export const avatarStorageKey = (memberId: number, avatarKey: string, size: number) => `avatars/${memberId}/${avatarKey}-${size}.png`;

/** Every stored size of an avatar. */
export const avatarStorageKeys = (memberId: number, avatarKey: string) =>
  AVATAR_SIZES.map((size) => avatarStorageKey(memberId, avatarKey, size));

const AVATAR_FILE = /^([a-f0-9]{1,64})-(\d{1,4})\.png$/;

/**
 * The member's avatar: stored in every size under a new random key (so its URLs never show an old
 * picture from a cache), then the member row points at it, then the old sizes go.
 */
export function createAvatarService(deps: {
  members: MembersRepo;
  profile: ProfileRepo;
  storage: StorageProvider;
  log: FastifyBaseLogger;
}) {
  const { members, profile, storage, log } = deps;

  async function removeAll(keys: readonly string[]) {
    for (const key of keys)
      await storage.remove(key).catch((err: unknown) => log.warn({ err, key }, 'avatar: could not remove a stored file'));
  }

  return {
    async upload(memberId: number, image: Buffer): Promise<MemberInfo> {
      const sizes = await renderAvatar(image);
      const avatarKey = randomBytes(12).toString('hex');
      const keys = avatarStorageKeys(memberId, avatarKey);
      try {
        for (const size of AVATAR_SIZES) await storage.put(avatarStorageKey(memberId, avatarKey, size), sizes.get(size)!);
      } catch (err) {
        await removeAll(keys);
        throw err;
      }
      const previous = await profile.swapAvatar(memberId, avatarKey).catch(async (err: unknown) => {
        await removeAll(keys);
        throw err;
      });
      if (previous) await removeAll(avatarStorageKeys(memberId, previous));
      const row = await members.findById(memberId);
      if (!row) throw new AppError('UNAUTHORIZED');
      return toMemberInfo(row);
    },

    /** One size of the caller's own current avatar; any other name, another member's included, is not found. */
    async read(memberId: number, fileName: string): Promise<Buffer> {
      const match = AVATAR_FILE.exec(fileName);
      const row = match ? await members.findById(memberId) : undefined;
      const size = Number(match?.[2]);
      if (!match || !row?.avatarKey || row.avatarKey !== match[1] || !(AVATAR_SIZES as readonly number[]).includes(size))
        throw new AppError('NOT_FOUND');
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of await storage.open(avatarStorageKey(memberId, row.avatarKey, size))) chunks.push(chunk as Buffer);
      } catch (err) {
        if (err instanceof StorageNotFound) throw new AppError('NOT_FOUND');
        throw err;
      }
      return Buffer.concat(chunks);
    },
  };
}
export type AvatarService = ReturnType<typeof createAvatarService>;
