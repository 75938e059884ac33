import { z } from 'zod';
import type { MessageKey } from './messages.js';

/**
 * The building blocks of every request field. Each string a request carries passes `text`, each
 * id `idField` and each other whole number `wholeNumber`, so bad input is refused the same way,
 * with a translated message, at the edge: before a handler or the database ever sees it.
 */

/** C0 controls (NUL included), DEL and C1 controls; tab, line feed and carriage return are listed apart. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/;

/** Whether a text holds a character no field stores: a control character, or a tab or line break in a one-line field. */
export const hasControlChars = (value: string, multiline = false) =>
  CONTROL.test(value) || (!multiline && LINE_BREAKS_AND_TABS.test(value));

/**
 * A string without control characters (PostgreSQL refuses NUL outright; the others garble what is
 * shown and logged). `multiline` lets tabs and line breaks through, for fields typed in a text
 * area or pasted (remarks, batch search, message bodies). `required` is the message for a missing
 * or non-string value. Callers add trimming and bounds, which run on the checked text.
 */
export function text(required?: MessageKey, options: { multiline?: boolean } = {}) {
  return z
    .string(required ? { error: required } : undefined)
    .refine((value) => !hasControlChars(value, options.multiline), { error: 'validation.text.control' satisfies MessageKey, abort: true });
}

/** Row ids are PostgreSQL bigints read into JS numbers: any id past this cannot exist. */
export const ID_MAX = Number.MAX_SAFE_INTEGER;

/**
 * A whole number sent as a JSON number or as a string of digits (query strings carry only strings,
 * and clients that hold 64-bit ids send them as strings). Refuses booleans, fractions, exponents,
 * hex, padded or empty strings, which `z.coerce.number()` would turn into numbers (`true` into 1,
 * `''` into 0).
 */
export function wholeNumber({
  min = -ID_MAX,
  max = ID_MAX,
  error = 'validation.invalid',
}: { min?: number; max?: number; error?: MessageKey } = {}) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^-?\d{1,16}$/)
          .transform(Number),
      ],
      { error },
    )
    .pipe(z.number().int({ error }).min(min, { error }).max(max, { error }));
}

/** A row id: a positive integer within the id range, as a number or a digit string. */
export const idField = wholeNumber({ min: 1 });
