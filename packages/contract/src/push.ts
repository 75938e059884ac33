import { z } from 'zod';
import { UploadProgressSchema } from './uploads.js';

/** Messages on the push channel /websocket/infra/ws (spec point 7). */
export const PushMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('LOGIN_OCCUPIED'), msg: z.string() }),
  z.object({ type: z.literal('member-push'), msg: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('upload-progress'), data: UploadProgressSchema }),
]);
export type PushMessage = z.infer<typeof PushMessageSchema>;
