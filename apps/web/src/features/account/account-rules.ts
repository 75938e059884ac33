import {
  ACCOUNT_PASSWORD_PATTERN,
  AVATAR_MAX_BYTES,
  isMessageKey,
  UpdateClientSchema,
  type MemberInfo,
  type MessageKey,
  type UpdateClientInput,
} from '@cloudphone/contract';

/**
 * What the account center checks before anything is sent (spec point 5), with the contract's own
 * schema and constants so the rules and the words are the server's.
 */

/** The profile form as edited. */
export interface ProfileDraft {
  nickname: string;
  gender: 'male' | 'female' | null;
  email: string;
  /** YYYY/MM/DD or ''. */
  birthday: string;
  /** "省/市" or ''. */
  location: string;
}
export type ProfileField = keyof ProfileDraft;
export type Problems<F extends string> = Partial<Record<F, MessageKey>>;

export const draftOf = (member: MemberInfo): ProfileDraft => ({
  nickname: member.nickname,
  gender: member.gender,
  email: member.email ?? '',
  birthday: member.birthday ?? '',
  location: member.location ?? '',
});

/** The profile ready to send (every field: an emptied one is cleared), or why not. */
export function checkProfile(draft: ProfileDraft): { problems: Problems<ProfileField>; value?: UpdateClientInput } {
  const value: UpdateClientInput = {
    nickname: draft.nickname.trim(),
    gender: draft.gender,
    email: draft.email.trim(),
    birthday: draft.birthday.trim(),
    location: draft.location.trim(),
  };
  const parsed = UpdateClientSchema.safeParse(value);
  const problems: Problems<ProfileField> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '') as ProfileField;
    problems[field] ??= isMessageKey(issue.message) ? issue.message : 'validation.invalid';
  }
  return Object.keys(problems).length ? { problems } : { problems, value };
}

/** The account center's new-password rule: 8 to 20 letters and digits. */
export const newPasswordRule = (value: string): MessageKey | null => {
  if (!value) return 'validation.password.required';
  return ACCOUNT_PASSWORD_PATTERN.test(value) ? null : 'account.password.rule';
};

/** The confirmation must be given and match (两次输入的密码不一致). */
export const confirmPasswordRule = (value: string, values: { newPassword: string }): MessageKey | null => {
  if (!value) return 'validation.confirm.required';
  return value === values.newPassword ? null : 'validation.password.mismatch';
};

/** The avatar's first bytes: JPG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A); the server checks the same way. */
export function imageKindOf(head: Uint8Array): 'jpeg' | 'png' | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, i) => head[i] === byte)) return 'png';
  return null;
}

async function headOf(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 8);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/**
 * Whether a chosen file may become the avatar: a JPG or PNG by its content (not its name), at most
 * AVATAR_MAX_BYTES. Answers the kind, or the contract message that refuses it.
 */
export async function checkAvatarFile(file: File): Promise<{ kind: 'jpeg' | 'png' } | { problem: MessageKey }> {
  const kind = imageKindOf(await headOf(file).catch(() => new Uint8Array()));
  if (!kind) return { problem: 'account.avatar.type' };
  if (file.size > AVATAR_MAX_BYTES) return { problem: 'account.avatar.size' };
  return { kind };
}

/** 13800138000 → 138****8000 (spec point 3: the phone is shown masked). */
export const maskPhone = (phone: string) => (/^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);
