import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderedFrame } from './render-scene.js';
import type { Scene } from './scene.js';

export interface RenderJob {
  id: number;
  scene: Scene;
  maxSize: number;
  quality: number;
}

export type RenderDone = { id: number; jpeg: ArrayBuffer; width: number; height: number } | { id: number; error: string };

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (frame: RenderedFrame) => void; reject: (error: Error) => void }>;
}

/**
 * Pictures are drawn and encoded in worker threads: the main thread that reads input and writes
 * the sockets never waits behind a render, nor behind the garbage collections that its pixel
 * buffers bring (a major collection of the server's heap every ~100 ms while typing at 1280 px).
 * A thread's own heap is small, so its collections are short, and two or more threads draw
 * several phones at once.
 */
const THREADS = Math.min(4, Math.max(2, availableParallelism() - 1));
const threads: Array<Thread | undefined> = [];
let nextId = 0;

/**
 * The bundle runs the built worker beside it. The sources (tests, `npm run dev`) run it through
 * tsx, registered inside the thread: Node 20 does not apply `--import` from a worker's execArgv.
 */
function newWorker() {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./render-worker.js', import.meta.url));
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./render-worker.ts', import.meta.url).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); })`, {
    eval: true,
  });
}

function start(slot: number): Thread {
  const worker = newWorker();
  const thread: Thread = { worker, pending: new Map() };
  worker.unref();
  worker.on('message', (done: RenderDone) => {
    const waiting = thread.pending.get(done.id);
    if (!waiting) return;
    thread.pending.delete(done.id);
    if (thread.pending.size === 0) worker.unref();
    if ('error' in done) waiting.reject(new Error(done.error));
    else waiting.resolve({ jpeg: Buffer.from(done.jpeg), width: done.width, height: done.height });
  });
  // A thread that fails or exits fails what it had; the next render starts a new one.
  const fail = (error: Error) => {
    if (threads[slot] === thread) threads[slot] = undefined;
    for (const waiting of thread.pending.values()) waiting.reject(error);
    thread.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`render thread exited with ${code}`)));
  threads[slot] = thread;
  return thread;
}

/** The least busy thread, started if needed. */
function pick(): Thread {
  let best: Thread | undefined;
  for (let slot = 0; slot < THREADS; slot++) {
    const thread = threads[slot] ?? start(slot);
    if (!best || thread.pending.size < best.pending.size) best = thread;
  }
  return best!;
}

/** The scene as JPEG at this size and quality, drawn and encoded in a render thread. */
export function renderInThread(scene: Scene, maxSize: number, quality: number): Promise<RenderedFrame> {
  const thread = pick();
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    if (thread.pending.size === 0) thread.worker.ref();
    thread.pending.set(id, { resolve, reject });
    thread.worker.postMessage({ id, scene, maxSize, quality } satisfies RenderJob);
  });
}

/** Ends the render threads; renders after this start new ones. */
export async function stopRenderThreads() {
  const running = threads.splice(0).filter((t) => t !== undefined);
  await Promise.all(running.map((t) => t.worker.terminate()));
}
