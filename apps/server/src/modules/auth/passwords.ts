import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): memory-hard, so GPUs gain little. */
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export const verifyPassword = (hash: string, password: string) => argon2.verify(hash, password).catch(() => false);

// Compared against when the phone has no password, so timing does not tell which phones exist.
let dummy: Promise<string> | undefined;
export const dummyVerify = async (password: string) => {
  dummy ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummy, password);
  return false;
};
