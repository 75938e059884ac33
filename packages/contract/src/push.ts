import { z } from 'zod';

/** Messages on the push channel /websocket/infra/ws (spec point 7). */
export const PushMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('LOGIN_OCCUPIED'), msg: z.string() }),
  z.object({ type: z.literal('member-push'), msg: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type PushMessage = z.infer<typeof PushMessageSchema>;
