import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layers' arrows are lint rules (eslint.config.js, docs/layers.md): each must refuse a broken
// import, and let the file that is allowed to make it through.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../..', import.meta.url)) });

async function refusals(filePath: string, code: string, rules = ['no-restricted-imports']) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => rules.includes(m.ruleId ?? '')).map((m) => m.message);
}

describe('the layer rules', () => {
  it('keep SQL in repositories', async () => {
    const code = "import { sql } from 'drizzle-orm';\nexport const one = sql`1`;\n";
    expect(await refusals('apps/server/src/modules/phones/phones.service.ts', code)).toEqual([
      expect.stringContaining('SQL lives in repositories'),
    ]);
    expect(await refusals('apps/server/src/modules/phones/phones.repo.ts', code)).toEqual([]);
    expect(await refusals('apps/server/src/db/client.ts', code)).toEqual([]);
  });

  it('keep infrastructure from importing modules', async () => {
    const code = "import type { PhonesService } from '../../modules/phones/phones.service.js';\nexport type X = PhonesService;\n";
    for (const file of ['apps/server/src/http/x.ts', 'apps/server/src/realtime/x.ts', 'apps/server/src/devices/x.repo.ts'])
      expect(await refusals(file, code), file).toEqual([expect.stringContaining('does not import modules')]);
    expect(await refusals('apps/server/src/app.ts', code)).toEqual([]);
  });

  it("keep the web's shared code below the features", async () => {
    const code = "import { OPERATIONS } from '../../../features/phones/operations';\nexport const x = OPERATIONS;\n";
    expect(await refusals('apps/web/src/shared/api/x.ts', code)).toEqual([expect.stringContaining('shared/ is below')]);
  });

  it('let a feature reach another only through its bridge file', async () => {
    const code = "import { uploadUsageQuery } from '../../../uploads/api/upload-usage';\nexport const x = uploadUsageQuery;\n";
    expect(await refusals('apps/web/src/features/phones/api/x.ts', code)).toEqual([expect.stringContaining('through a bridge file')]);
    const bridge = "import { uploadUsageQuery } from '../../uploads/api/upload-usage';\nexport const x = uploadUsageQuery;\n";
    expect(await refusals('apps/web/src/features/phones/uploads-bridge.ts', bridge)).toEqual([]);
    const own = "import { phoneKeys } from '../../../phones/api/phone-keys';\nexport const x = phoneKeys;\n";
    expect(await refusals('apps/web/src/features/phones/components/x.ts', own)).toEqual([]);
  });

  it('keep a server test from changing what the next file in its worker sees', async () => {
    const rules = ['no-restricted-properties', 'no-restricted-syntax'];
    const code = "import { vi } from 'vitest';\nvi.mock('./x.js');\nvi.stubEnv('A', '1');\nprocess.env.B = '2';\ndelete process.env.C;\n";
    expect(await refusals('apps/server/test/x.test.ts', code, rules)).toEqual(Array(4).fill(expect.stringContaining('share their worker')));
    const reading = "export const port = process.env.PORT ?? '8080';\n";
    expect(await refusals('apps/server/test/x.test.ts', reading, rules)).toEqual([]);
  });
});
