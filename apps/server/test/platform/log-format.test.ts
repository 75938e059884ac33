import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openTestResources, testConfig } from '../kit/harness.js';

/** Log lines the app writes while answering one request whose URL carries a secret. */
async function linesIn(nodeEnv: 'development' | 'test') {
  const lines: string[] = [];
  const { resources, drop } = await openTestResources();
  const config = testConfig({ NODE_ENV: nodeEnv, LOG_LEVEL: 'info' });
  const { app } = await buildApp({ config, resources, logStream: { write: (line) => void lines.push(line) } });
  try {
    await app.inject({ method: 'POST', url: '/app-api/member/auth/refresh-token?refreshToken=secret-refresh-token' });
  } finally {
    await app.close();
    await drop();
  }
  return lines.join('').trim().split('\n');
}

describe('log format', () => {
  it('writes readable lines in development, with the same redaction', async () => {
    const lines = await linesIn('development');
    const request = lines.find((l) => l.includes('incoming request'));
    expect(request).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: incoming request/);
    expect(() => JSON.parse(request!)).toThrow();
    expect(lines.join('\n')).not.toContain('secret-refresh-token');
    expect(request).toContain('[redacted]');
  });

  it('writes one JSON object per line otherwise (test, production)', async () => {
    const lines = await linesIn('test');
    const request = lines
      .map((l) => JSON.parse(l) as { msg: string; level: number; req?: { url: string } })
      .find((l) => l.msg === 'incoming request');
    expect(request).toMatchObject({ level: 30, req: { method: 'POST' } });
    expect(request!.req!.url).not.toContain('secret-refresh-token');
  });
});
