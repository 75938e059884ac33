import { parseAst } from 'vite';

/*
 * What lets the bundler drop the code a console does not use, shared by the member console's and
 * the operator console's builds (apps/web/vite.config.ts, apps/admin/vite.config.ts); see
 * apps/web/README.md ("Weight"). Types: vite-bundle-hints.d.mts.
 */

/**
 * The contract package builds its zod schemas at module top level, so importing a regex or a
 * message from it would drag all of zod (~20 KB gzip) into the sign-in bundle. Declaring the
 * contract (and zod) free of module side effects, and zod's builder calls pure, lets the bundler
 * keep only what the console actually uses. `text` is the contract's local field builder
 * (validation.ts).
 */
const CONTRACT_OR_ZOD = /packages[\\/]contract[\\/]|node_modules[\\/]zod[\\/]/;

/**
 * antd's building blocks (@rc-component/*) are plain ES modules without import-time side effects
 * (no CSS, no globals), but their package.json files do not say so. Without the hint the bundler
 * keeps every module an index re-exports: antd's ConfigProvider alone (it imports FormProvider)
 * put all of @rc-component/form and its validator into the console's first load.
 */
const RC_COMPONENT = /node_modules[\\/]@rc-component[\\/]/;

/** The `build.rolldownOptions.treeshake` of both consoles. */
export const treeshakeHints = {
  moduleSideEffects: (id) => !CONTRACT_OR_ZOD.test(id) && !RC_COMPONENT.test(id),
  manualPureFunctions: ['z', 'text'],
};

/**
 * Marks every top-level `const X = call(...)` (or object of schemas) of the contract's sources pure, by wrapping its
 * initialiser in a pure-annotated arrow call. `manualPureFunctions: ['z']` covers `z.object(...)`
 * chains, but not a schema built from a local one (`PhoneIdsSchema.extend(...)`) nor one that
 * reads a constant the console also uses (`.default(PHONE_SORT.expiry)`: a property read of an
 * included object counts as a possible side effect). Either kept the unused schema, and with it
 * all of zod, in any chunk importing a phone constant. Evaluation order and results do not change.
 */
/** @returns {import('vite').Plugin} */
export function pureContractSchemas() {
  const SOURCE = /packages[\\/]contract[\\/]src[\\/][^\\/]+(?<!\.test)\.ts$/;
  return {
    name: 'pure-contract-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!SOURCE.test(id) || !/\bz\s*\./.test(code)) return null;
      /** @type {Array<[number, number]>} */
      const spans = [];
      for (const node of parseAst(code, { lang: 'ts' }).body) {
        const declaration = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          if (!init) continue;
          // Calls, and object literals holding schemas (a shared field set), not plain constant objects.
          const holdsSchemas = init.type === 'ObjectExpression' && /\bz\s*\./.test(code.slice(init.start, init.end));
          if (init.type === 'CallExpression' || holdsSchemas) spans.push([init.start, init.end]);
        }
      }
      let out = code;
      for (const [start, end] of spans.reverse())
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      return { code: out, map: null };
    },
  };
}
