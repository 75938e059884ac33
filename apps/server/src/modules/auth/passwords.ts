import argon2 from 'argon2';
import type { Config } from '../../config.js';

export type PasswordCost = Pick<Config, 'ARGON2_MEMORY_KIB' | 'ARGON2_ITERATIONS' | 'ARGON2_PARALLELISM'>;

/**
 * argon2id at the configured cost: memory-hard, so GPUs gain little. A hash keeps the cost it was
 * made with, so raising the cost leaves old hashes valid; `outdated` tells a sign-in to store a new one.
 */
export function createPasswords(cost: PasswordCost) {
  const options = {
    type: argon2.argon2id,
    memoryCost: cost.ARGON2_MEMORY_KIB,
    timeCost: cost.ARGON2_ITERATIONS,
    parallelism: cost.ARGON2_PARALLELISM,
  } as const;
  const hash = (password: string) => argon2.hash(password, options);
  const verify = (stored: string, password: string) => argon2.verify(stored, password).catch(() => false);
  // Compared against when the account has no password, so timing does not tell which accounts exist.
  let dummy: Promise<string> | undefined;
  return {
    hash,
    verify,
    async dummyVerify(password: string) {
      dummy ??= hash('dummy-password-for-timing');
      await verify(await dummy, password);
      return false as const;
    },
    /** Made with other parameters than today's (an older, cheaper cost): worth hashing again. */
    outdated(stored: string) {
      try {
        return argon2.needsRehash(stored, { memoryCost: options.memoryCost, timeCost: options.timeCost, parallelism: options.parallelism });
      } catch {
        return false;
      }
    },
  };
}
export type Passwords = ReturnType<typeof createPasswords>;
