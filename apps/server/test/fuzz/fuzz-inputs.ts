import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Control characters no request field may carry: NUL, the other C0 controls except tab, new line
 * and carriage return (which multi-line fields take), DEL and the C1 controls.
 */
export const CONTROL_CHARS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f'];

const control = fc.constantFrom(...CONTROL_CHARS);
export const withControl = fc.tuple(fc.string({ maxLength: 8 }), control, fc.string({ maxLength: 8 })).map(([a, c, b]) => a + c + b);
/** Longer than any field allows, shorter than the body limit. */
export const huge = fc.integer({ min: 20_000, max: 120_000 }).map((n) => 'x'.repeat(n));
/** Strings that naive number and id parsing takes for numbers. */
const numberish = fc.constantFrom('', ' ', '0', '-1', '1.5', '1e3', '0x10', ' 1', '1 ', 'true', 'NaN', 'Infinity', '9'.repeat(30), '1,2');
const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  withControl,
  huge,
  numberish,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 1.5, 2 ** 53, 2 ** 63, 1e308, -0),
);
/** A deeply nested array or object, as a parser or a recursive handler may choke on it. */
const deep = fc
  .tuple(fc.integer({ min: 50, max: 300 }), fc.boolean())
  .map(([depth, asArray]) => Array.from({ length: depth }).reduce<unknown>((inner) => (asArray ? [inner] : { a: inner }), 1));

export const { value: junkValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    scalar,
    deep,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 4 }),
  ),
}));

const EXTRA_KEYS = ['extra', '__proto__', 'constructor', 'toString', '$where', ''];

/** The fields of an object schema (through refinements, pipes and defaults); none for other schemas. */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  const s = schema as unknown as {
    shape?: Record<string, z.ZodType>;
    _zod?: { def?: { in?: z.ZodType; innerType?: z.ZodType; options?: z.ZodType[] } };
  };
  if (s.shape) return s.shape;
  // A body of several shapes (a discriminated union): the fields of every shape.
  const options = s._zod?.def?.options;
  if (options) return Object.assign({}, ...options.map(fieldsOf)) as Record<string, z.ZodType>;
  const inner = s._zod?.def?.in ?? s._zod?.def?.innerType;
  return inner ? fieldsOf(inner) : {};
}

export const fieldNames = (schema: z.ZodType) => Object.keys(fieldsOf(schema));

/** A JSON body: some of the schema's fields (missing ones stay missing) and extra ones, any value; or no object at all. */
export function junkBody(keys: string[]) {
  const record = fc.dictionary(fc.constantFrom(...keys, ...EXTRA_KEYS), junkValue, { maxKeys: keys.length + 2 });
  return fc.oneof({ weight: 8, arbitrary: record }, { weight: 1, arbitrary: junkValue });
}

/** What no field of any route takes: a control character, or more text than any field holds. */
const poison = fc.oneof(withControl, huge);

/** A JSON body with a control character or a huge string in one of the schema's own fields. */
export function poisonedBody(keys: string[]) {
  return fc
    .tuple(fc.dictionary(fc.constantFrom(...keys, ...EXTRA_KEYS), junkValue, { maxKeys: keys.length }), fc.constantFrom(...keys), poison)
    .map(([rest, key, bad]) => ({ ...rest, [key]: bad }));
}

const queryScalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  withControl,
  numberish,
  fc.integer({ min: 2000, max: 8000 }).map((n) => '9'.repeat(n)),
);
type Query = Record<string, string | string[]>;

/** A query string's fields: only strings (or repeated keys) can arrive that way. */
export function junkQuery(keys: string[]): fc.Arbitrary<Query> {
  return fc.dictionary(
    fc.constantFrom(...keys, ...EXTRA_KEYS.filter((k) => k !== '__proto__')),
    fc.oneof(queryScalar, fc.array(queryScalar, { minLength: 2, maxLength: 3 })),
    { maxKeys: keys.length + 2 },
  );
}

export function poisonedQuery(keys: string[]): fc.Arbitrary<Query> {
  return fc.tuple(junkQuery(keys), fc.constantFrom(...keys), poison).map(([rest, key, bad]) => ({ ...rest, [key]: bad }));
}

export function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) params.append(key, v);
  return params.toString();
}

/** The query as the server parses it back: one value per key, an array for a repeated key. */
export function parsedQuery(qs: string): Query {
  const out: Query = {};
  for (const [key, value] of new URLSearchParams(qs)) {
    const had = out[key];
    out[key] = had === undefined ? value : [...[had].flat(), value];
  }
  return out;
}

/** A path parameter value that is no id or name any route takes. */
export const junkPathSegment = fc.oneof(
  withControl,
  numberish.filter((s) => s.trim() !== '' && !/^\d+$/.test(s)),
  fc.string({ minLength: 1, maxLength: 20 }),
);
