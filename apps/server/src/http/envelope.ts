import { envelope } from '@cloudphone/contract';
import type { z } from 'zod';

export const ok = <T>(data: T) => ({ code: 0, data, msg: '' });

/** The response schema map for a route whose success body is `{code, data, msg}`. */
export const replies = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });
