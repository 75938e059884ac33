export declare const PRECOMPRESSED: RegExp;
export declare function precompress(dir: string): string[];
