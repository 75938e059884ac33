import { ALL_PERMISSIONS, OPERATOR_ROLES } from '@cloudphone/contract';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATORS } from '../../src/demo/seed.js';
import { createHarness } from '../kit/harness.js';
import { signInOperator, whoAmI } from './operators-kit.js';

const t = await createHarness({ DEMO_DATA: 'true' });
afterAll(() => t.close());

describe('the demo operators', () => {
  it('are admin, ops and finance, each signing in with its README password to its role’s permissions', async () => {
    expect(DEMO_OPERATORS.map((o) => o.username)).toEqual(['admin', 'ops', 'finance']);
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    for (const { username, password, roles } of DEMO_OPERATORS) {
      expect(readme).toMatch(new RegExp(`user name \`${username}\`\\s*\\|\\s*\`${password.replace(/[$@]/g, '\\$&')}\``));
      const signedIn = await signInOperator(t, username, password);
      expect(signedIn.code, `${username}: ${signedIn.msg}`).toBe(0);
      const info = (await whoAmI(t, signedIn.data.accessToken)).data;
      expect(info.roles).toEqual([...roles]);
      expect(info.permissions).toEqual(roles[0] === 'admin' ? [ALL_PERMISSIONS] : [...OPERATOR_ROLES[roles[0]]]);
    }
  });
});
