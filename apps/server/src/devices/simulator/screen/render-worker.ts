import { parentPort } from 'node:worker_threads';
import type { RenderDone, RenderJob } from './render-threads.js';
import { renderScene } from './render-scene.js';

/** A render thread (render-threads.ts): scenes in, JPEGs out, the bytes moved rather than copied. */
const port = parentPort!;
port.on('message', (job: RenderJob) => {
  renderScene(job.scene, job.maxSize, job.quality).then(
    ({ jpeg, width, height }) => {
      // renderScene's JPEG is alone in its ArrayBuffer.
      const bytes = jpeg.buffer as ArrayBuffer;
      port.postMessage({ id: job.id, jpeg: bytes, width, height } satisfies RenderDone, [bytes]);
    },
    (error: unknown) =>
      port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies RenderDone),
  );
});
