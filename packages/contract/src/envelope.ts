import { z } from 'zod';
import { wholeNumber } from './fields.js';

/** Every /app-api JSON response: `{ code, data, msg }`; code 0 is success. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), data, msg: z.string() });

export interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

export const pageQuery = z.object({
  pageNo: wholeNumber({ min: 1 }).default(1),
  pageSize: wholeNumber({ min: 1, max: 300 }).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;
export type PageQueryInput = z.input<typeof pageQuery>;

export const pageResult = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int() });
export interface PageResult<T> {
  list: T[];
  total: number;
}

/** Success codes the console accepts (spec point 8: the code defaults to 200). */
export const isSuccessCode = (code: number | undefined | null) => code === 0 || code === 200 || code == null;
