import { describe, expect, it } from 'vitest';
import { parseBatchLines } from '../../src/modules/proxies/batch-lines.js';

const proxy = (host: string, port: number, account: string, password: string, remark = '') => ({ host, port, account, password, remark });
const one = (text: string) => parseBatchLines(text)[0];

describe('parseBatchLines', () => {
  it('reads both formats, with and without a remark', () => {
    expect(
      parseBatchLines('127.0.0.1:1080:user:pass{home}\nuser2:pass2@10.0.0.2:8080{机房 1}\n127.0.0.3:1:u:p\nu:p@127.0.0.4:65535'),
    ).toEqual([
      { line: 1, proxy: proxy('127.0.0.1', 1080, 'user', 'pass', 'home') },
      { line: 2, proxy: proxy('10.0.0.2', 8080, 'user2', 'pass2', '机房 1') },
      { line: 3, proxy: proxy('127.0.0.3', 1, 'u', 'p') },
      { line: 4, proxy: proxy('127.0.0.4', 65535, 'u', 'p') },
    ]);
  });

  it('numbers lines as typed: blank ones are skipped but counted, CRLF and surrounding spaces are fine', () => {
    expect(parseBatchLines('\r\n  127.0.0.1:1080:a:b  \r\n\t\r\n\nu:p@127.0.0.2:1080{ x }\r\n')).toEqual([
      { line: 2, proxy: proxy('127.0.0.1', 1080, 'a', 'b') },
      { line: 5, proxy: proxy('127.0.0.2', 1080, 'u', 'p', 'x') },
    ]);
  });

  it('lets credentials hold the spec’s symbols, colons and @ included', () => {
    expect(one('1.2.3.4:1080:user:pa:ss@x')).toEqual({ line: 1, proxy: proxy('1.2.3.4', 1080, 'user', 'pa:ss@x') });
    expect(one('user:p@ss:w@1.2.3.4:1080')).toEqual({ line: 1, proxy: proxy('1.2.3.4', 1080, 'user', 'p@ss:w') });
    expect(one('u!#$%^&*():;.,/~+-_?<>[]=|:x@1.2.3.4:1080')).toEqual({
      line: 1,
      proxy: proxy('1.2.3.4', 1080, 'u!#$%^&*()', ';.,/~+-_?<>[]=|:x'),
    });
    // An account that looks like an address is still the second format when an address follows the last @.
    expect(one('1.2.3.4:secret@5.6.7.8:1080')).toEqual({ line: 1, proxy: proxy('5.6.7.8', 1080, '1.2.3.4', 'secret') });
  });

  it('takes a trailing {…} as the remark, so a password ending in } needs one after it', () => {
    expect(one('1.2.3.4:1080:user:pa{x}')).toEqual({ line: 1, proxy: proxy('1.2.3.4', 1080, 'user', 'pa', 'x') });
    expect(one('1.2.3.4:1080:user:pa{x}{}')).toEqual({ line: 1, proxy: proxy('1.2.3.4', 1080, 'user', 'pa{x}') });
    expect(one('user:{pa}ss@1.2.3.4:1080{r@1}')).toEqual({ line: 1, proxy: proxy('1.2.3.4', 1080, 'user', '{pa}ss', 'r@1') });
  });

  it('refuses a line with the single-add form’s message, or as the wrong format', () => {
    const refusal = (text: string) => (one(text) as { refusal: string }).refusal;
    expect(refusal('garbage')).toBe('proxy.batch.format');
    expect(refusal('1.2.3.4:1080:user')).toBe('proxy.batch.format');
    expect(refusal('user:pass@1.2.3.4')).toBe('proxy.batch.format');
    expect(refusal('1.2.3.4:1080')).toBe('proxy.batch.format');
    expect(refusal('1.2.3.999:1080:u:p')).toBe('proxy.host.invalid');
    expect(refusal('example.com:1080:u:p')).toBe('proxy.host.invalid');
    expect(refusal('u:p@01.2.3.4:1080')).toBe('proxy.host.invalid');
    expect(refusal(':1080:u:p')).toBe('proxy.host.required');
    expect(refusal('1.2.3.4::u:p')).toBe('proxy.port.required');
    expect(refusal('1.2.3.4:0:u:p')).toBe('proxy.port.invalid');
    expect(refusal('1.2.3.4:abc:u:p')).toBe('proxy.port.invalid');
    expect(refusal('u:p@1.2.3.4:65536')).toBe('proxy.port.invalid');
    expect(refusal('1.2.3.4:1080::p')).toBe('proxy.account.required');
    expect(refusal(':p@1.2.3.4:1080')).toBe('proxy.account.required');
    expect(refusal('1.2.3.4:1080:u:')).toBe('proxy.password.required');
    expect(refusal('u:p w@1.2.3.4:1080')).toBe('proxy.credential.invalid');
    expect(refusal('1.2.3.4:1080:用户:p')).toBe('proxy.credential.invalid');
    expect(refusal(`1.2.3.4:1080:${'a'.repeat(65)}:p`)).toBe('proxy.credential.length');
    expect(refusal(`1.2.3.4:1080:u:p{${'r'.repeat(101)}}`)).toBe('proxy.remark.length');
  });
});
