import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe('tm', () => {
  // The type of `tm` admits the server's own messages too, which the console never loads: a key
  // from there type-checks and then throws while rendering.
  it('is only called with keys the console has', () => {
    const keys = sources(SRC).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\btm\(\s*'([^']+)'/g)].map((m) => m[1]!));
    expect(keys.length).toBeGreaterThan(5);
    expect(keys.filter((key) => !Object.hasOwn(messages, key))).toEqual([]);
  });
});
