// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the built console, at the
// highest levels (done once per build, not per request). The server's static plugin sends the copy
// the browser accepts (apps/server/src/web-static.ts). Small files get copies too, so no file of
// the console is ever compressed again per request (http/compression.ts).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const PRECOMPRESSED = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;

/** Compresses every matching file under `dir` (not dot folders such as .vite); returns the files done. */
export function precompress(dir) {
  const done = [];
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      if (name.startsWith('.')) continue;
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (PRECOMPRESSED.test(name)) {
        const body = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        done.push(file);
      }
    }
  };
  walk(dir);
  return done;
}
