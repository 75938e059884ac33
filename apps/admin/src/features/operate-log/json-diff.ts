/**
 * The audit log's before and after as pretty-printed JSON lines, each marked when its field
 * differs from the other side: `changed` (both have it, with different values) or `added` (only
 * the after has it). The before is the whole row and the after only the call's input, so a field
 * the after lacks is not a change (the call did not touch it) and stays unmarked.
 */
export type Mark = 'changed' | 'added' | null;
export interface JsonLine {
  depth: number;
  text: string;
  mark: Mark;
  /** The first line of a field (a multi-line value spans several). */
  first: boolean;
}
export type Side = 'before' | 'after';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal as the log means it: key order ignored, and 0 equal to "0" (a form may send either). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isPlain(a) && isPlain(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (a === null || b === null || typeof a === 'object' || typeof b === 'object') return a === b;
  return String(a) === String(b);
}

const NOTHING = Symbol('nothing');

function walk(value: unknown, other: unknown, side: Side, key: string | null, depth: number, comma: boolean, out: JsonLine[]) {
  const prefix = key === null ? '' : `${JSON.stringify(key)}: `;
  const tail = comma ? ',' : '';
  if (isPlain(value) && (isPlain(other) || other === NOTHING)) {
    const entries = Object.entries(value);
    if (!entries.length) {
      out.push({ depth, text: `${prefix}{}${tail}`, mark: null, first: true });
      return;
    }
    out.push({ depth, text: `${prefix}{`, mark: null, first: true });
    entries.forEach(([childKey, child], index) => {
      const counterpart = isPlain(other) ? (childKey in other ? other[childKey] : undefined) : NOTHING;
      const last = index === entries.length - 1;
      if (isPlain(child) && isPlain(counterpart)) walk(child, counterpart, side, childKey, depth + 1, !last, out);
      else leaf(child, counterpart, isPlain(other) && !(childKey in other), side, childKey, depth + 1, !last, out);
    });
    out.push({ depth, text: `}${tail}`, mark: null, first: true });
    return;
  }
  leaf(value, other, false, side, key, depth, comma, out);
}

function leaf(
  value: unknown,
  other: unknown,
  missing: boolean,
  side: Side,
  key: string | null,
  depth: number,
  comma: boolean,
  out: JsonLine[],
) {
  let mark: Mark = null;
  if (other !== NOTHING) {
    if (missing) mark = side === 'after' ? 'added' : null;
    else if (!sameValue(value, other)) mark = 'changed';
  }
  const text = JSON.stringify(value ?? null, null, 2).split('\n');
  const prefix = key === null ? '' : `${JSON.stringify(key)}: `;
  // A multi-line value (an array) keeps stringify's own indentation under its key. A plain loop:
  // the production minifier dropped the same pushes written as `text.forEach(line => out.push(…))`.
  for (let i = 0; i < text.length; i += 1) {
    const end = i === text.length - 1 && comma ? ',' : '';
    out.push({ depth, text: `${i === 0 ? prefix : ''}${text[i]}${end}`, mark, first: i === 0 });
  }
}

/** Whether the two sides can be compared field by field (a create has no before; an import's before is a list of rows). */
const comparable = (a: unknown, b: unknown) => a !== null && a !== undefined && b !== null && b !== undefined && isPlain(a) === isPlain(b);

/** One side's lines, marked against the other side when the two are comparable. */
export function jsonLines(value: unknown, other: unknown, side: Side): JsonLine[] {
  const out: JsonLine[] = [];
  walk(value, comparable(value, other) ? other : NOTHING, side, null, 0, false, out);
  return out;
}

/** How many fields of the after differ from the before (the drawer's summary). */
export function changedCount(before: unknown, after: unknown): number | null {
  if (!comparable(before, after)) return null;
  return jsonLines(after, before, 'after').filter((line) => line.mark && line.first).length;
}
