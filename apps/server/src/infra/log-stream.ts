import { prettyFactory } from 'pino-pretty';
import type { Config } from '../config.js';

export interface LineSink {
  write(line: string): void;
}

/**
 * Where pino writes: readable lines in development, JSON lines (pino's own, for collectors)
 * in test and production. Prettifying happens after pino's redaction, so it never sees a secret.
 * Formatted in this thread rather than a transport worker, so lines keep their order with the
 * process's other output and tests can read them.
 */
export function logDestination(config: Pick<Config, 'NODE_ENV'>, sink?: LineSink): LineSink | undefined {
  if (config.NODE_ENV !== 'development') return sink;
  const out = sink ?? process.stdout;
  const pretty = prettyFactory({
    colorize: !sink && process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    singleLine: true,
  });
  return { write: (line) => void out.write(pretty(line)) };
}
