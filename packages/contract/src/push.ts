import { z } from 'zod';
import { SESSION_END_CODES } from './stream.js';
import { UploadProgressSchema } from './uploads.js';

/** Messages on the push channel /websocket/infra/ws (spec point 7). */
export const PushMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('LOGIN_OCCUPIED'), msg: z.string() }),
  z.object({ type: z.literal('member-push'), msg: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('upload-progress'), data: UploadProgressSchema }),
  /** The session ended (sent after LOGIN_OCCUPIED on a kick); the channel closes with STREAM_CLOSE[code]. */
  z.object({ type: z.literal('error'), code: z.enum(SESSION_END_CODES), msg: z.string() }),
]);
export type PushMessage = z.infer<typeof PushMessageSchema>;
