import { z } from 'zod';
import { text } from './fields.js';

export const OperatorLoginSchema = z.object({
  username: text('validation.username.required')
    .trim()
    .min(1, { error: 'validation.username.required' })
    .max(30, { error: 'validation.username.required' }),
  password: text('validation.password.required').min(1, { error: 'validation.password.required' }).max(100),
  code: text().trim().max(10).optional(),
  uuid: text().trim().max(64).optional(),
});
export type OperatorLoginInput = z.input<typeof OperatorLoginSchema>;

export const OperatorInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
});

/** GET /admin-api/system/auth/get-permission-info. */
export const PermissionInfoSchema = z.object({
  user: OperatorInfoSchema,
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type PermissionInfo = z.infer<typeof PermissionInfoSchema>;
