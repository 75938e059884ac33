import { z } from 'zod';
import { MEMBER_PERMISSIONS } from './constants.js';

export const MemberInfoSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  phone: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  birthday: z.string().nullable(),
  location: z.string().nullable(),
  channelCode: z.string(),
  point: z.number().int(),
  avatar: z.string().nullable(),
  avatarList: z.array(z.object({ avatarUrl: z.string() })),
  introduction: z.string().nullable(),
  hasPassword: z.boolean(),
  createTime: z.number().int(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

/** GET /getInfo, RuoYi's shape inside our envelope. */
export const GetInfoSchema = z.object({
  user: MemberInfoSchema,
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type GetInfo = z.infer<typeof GetInfoSchema>;

/** Operator: the member console areas switched off for the whole site (their routes and menus go). */
export const MemberPermissionSwitchesSchema = z.object({
  disabled: z.array(z.enum(MEMBER_PERMISSIONS, { error: 'validation.invalid' })).max(MEMBER_PERMISSIONS.length),
});
export type MemberPermissionSwitches = z.infer<typeof MemberPermissionSwitchesSchema>;
