import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShapedStatements } from '../../src/db/shaped-statements.js';
import { createHarness, type Harness } from '../kit/harness.js';

let t: Harness;
beforeAll(async () => {
  t = await createHarness();
});
afterAll(() => t.close());

/** A statement per shape: `n` plus a constant of the shape's own, the value a placeholder. */
const shaped = (shape: number) => sql`select (${sql.placeholder('n')}::int + ${sql.raw(String(shape))}) as v`;

describe('shaped statements', () => {
  it('builds each shape once, fills its placeholders per call, and skips a shape with no statement', async () => {
    const execute = createShapedStatements('test_shape', 8);
    const builds: number[] = [];
    const run = (shape: number, n: number) =>
      execute<{ v: number }>(t.deps.db, `s${shape}`, () => (builds.push(shape), shape < 0 ? undefined : shaped(shape)), { n });
    expect(await run(1, 10)).toEqual([{ v: 11 }]);
    expect(await run(1, 20)).toEqual([{ v: 21 }]);
    expect(await run(2, 20)).toEqual([{ v: 22 }]);
    expect(await run(-1, 0)).toBeUndefined();
    expect(await run(-1, 0)).toBeUndefined();
    expect(builds).toEqual([1, 2, -1]);
    // Planned for its values each time: the same text, sent unnamed, the same answers.
    expect(await execute<{ v: number }>(t.deps.db, 's1', () => shaped(1), { n: 5 }, { plannedEachTime: true })).toEqual([{ v: 6 }]);
    expect(builds).toEqual([1, 2, -1]);
  });

  it('keeps no more than its limit of shapes, and still answers the others right, each built anew', async () => {
    const execute = createShapedStatements('test_capped', 2);
    const builds: number[] = [];
    const run = (shape: number, n: number) =>
      execute<{ v: number }>(t.deps.db, `s${shape}`, () => (builds.push(shape), shaped(shape)), { n });
    const answers = await Promise.all([1, 2, 3, 4, 3, 1].map((shape, i) => run(shape, i * 100)));
    expect(answers.map((rows) => rows![0]!.v)).toEqual([1, 102, 203, 304, 403, 501]);
    // Shapes 1 and 2 were kept; 3 and 4 are built on every call.
    expect(builds.filter((s) => s === 1 || s === 2)).toEqual([1, 2]);
    expect(builds.filter((s) => s === 3)).toHaveLength(2);
    // Many calls of kept and unkept shapes across the pool's connections never mix their texts.
    const many = await Promise.all(Array.from({ length: 40 }, (_, i) => run((i % 4) + 1, i)));
    expect(many.map((rows) => rows![0]!.v)).toEqual(Array.from({ length: 40 }, (_, i) => i + (i % 4) + 1));
  });
});
