import type { Plugin } from 'vite';

export declare const treeshakeHints: { moduleSideEffects: (id: string) => boolean; manualPureFunctions: string[] };
export declare function pureContractSchemas(): Plugin;
