import { z } from 'zod';
import type { accountApi } from './account.endpoints.js';
import { ChangePasswordSchema, DeleteAccountSchema, DownloadQuerySchema, UpdateClientSchema } from './account.js';
import type { EndpointSchemas } from './endpoint.js';
import { text } from './fields.js';
import { MemberInfoSchema } from './member.js';

export const AvatarFileSchema = z.object({
  fileName: text('validation.invalid')
    .max(80, { error: 'validation.invalid' })
    .regex(/^[a-z0-9-]+\.(png|jpg)$/, { error: 'validation.invalid' }),
});

export const accountSchemas = {
  updateClient: {
    summary: "Edit the member's profile: any of nickname, gender, email, birthday (YYYY/MM/DD), location; answers the member",
    input: UpdateClientSchema,
    reply: MemberInfoSchema,
  },
  updateAvatar: {
    summary:
      'Upload an avatar (multipart, part "file"): JPG or PNG by content, at most 2 MB; stored square in AVATAR_SIZES, the old one removed',
    reply: MemberInfoSchema,
  },
  avatar: { summary: "One size of the caller's avatar (Bearer or Admin-Token cookie)", input: AvatarFileSchema, produces: 'image/png' },
  updatePassword: {
    summary:
      'Change the password (8-20 letters and digits) proven by the current password or an SMS code (scene reset-password); other sessions end',
    input: ChangePasswordSchema,
    reply: z.boolean(),
  },
  delete: {
    summary:
      'Delete the account with an SMS code (scene delete-account); refused while a phone has not expired; every session ends, orders keep an anonymised reference',
    input: DeleteAccountSchema,
    reply: z.boolean(),
  },
  download: {
    summary: 'Fetch a file the member exported (CSV) by its name; delete=true removes it once sent',
    input: DownloadQuerySchema,
    produces: 'text/csv',
  },
} satisfies EndpointSchemas<typeof accountApi.endpoints>;
