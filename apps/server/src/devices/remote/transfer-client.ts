import WebSocket from 'ws';
import { DeviceRefused, type DeviceContent, type DeviceState, type InstalledApp, type ProgressListener } from '../driver.js';
import { CLOSE_UNAUTHORIZED, DeviceHostError, fromErrorBody, MAX_MESSAGE_BYTES } from './protocol.js';
import { TRANSFER_CHUNK_BYTES, TransferDownSchema, type TransferBegin } from './transfer-protocol.js';

export interface SendContentOptions {
  /** The host's RPC endpoint (ws://host:port/device-host); transfers live under it at `/transfer`. */
  endpoint: string;
  token: string;
  /** How long connecting, and then each wait for the host (a chunk written, an answer), may take. */
  timeoutMs: number;
  begin: { method: 'install'; ref: string; app: InstalledApp } | { method: 'pushFile'; ref: string; path: string };
  content: DeviceContent;
  onProgress?: ProgressListener | undefined;
}

/**
 * Runs `install` or `pushFile` on a device host over its own WebSocket (transfer-protocol.ts):
 * sends the content's bytes chunk by chunk, each after the last was written (so a slow device
 * slows the reading of the source, nothing piles up), and settles as a local driver would: with
 * the device's state, or its refusal. A dropped connection is DeviceRefused('offline').
 */
export function sendContent({ endpoint, token, timeoutMs, begin, content, onProgress }: SendContentOptions): Promise<DeviceState> {
  const url = new URL(endpoint);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/transfer`;
  const ws = new WebSocket(url, {
    headers: { authorization: `Bearer ${token}` },
    maxPayload: MAX_MESSAGE_BYTES,
    handshakeTimeout: timeoutMs,
  });

  return new Promise<DeviceState>((resolve, reject) => {
    let settled = false;
    const finish = (err: Error | null, state?: DeviceState) => {
      if (settled) return;
      settled = true;
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.terminate();
      if (err) reject(err);
      else resolve(state!);
    };

    /**
     * Sends one message and waits until it has been written out. A host that stops reading for
     * timeoutMs is given up on; either way the socket's close settles the transfer, with the
     * close code's reason (a wrong token is not "offline").
     */
    const write = (data: Buffer | string) =>
      new Promise<void>((done, fail) => {
        const timer = setTimeout(() => {
          ws.terminate();
          fail(new DeviceRefused('offline'));
        }, timeoutMs);
        ws.send(data, (err) => {
          clearTimeout(timer);
          if (err) fail(new DeviceRefused('offline'));
          else done();
        });
      });

    async function upload() {
      const payload: TransferBegin = { begin, size: content.size, sha256: content.sha256 } as TransferBegin;
      await write(JSON.stringify(payload));
      const source = await content.open();
      try {
        for await (const chunk of source) {
          const bytes = chunk as Buffer;
          for (let at = 0; at < bytes.length && !settled; at += TRANSFER_CHUNK_BYTES)
            await write(bytes.subarray(at, at + TRANSFER_CHUNK_BYTES));
          if (settled) return;
        }
      } finally {
        source.destroy();
      }
      await write(JSON.stringify({ end: true }));
    }

    ws.on('open', () => {
      upload().catch((err: unknown) => {
        // A failed write means the socket is closing: its 'close' says why. Anything else (the
        // source could not be read) ends the transfer here.
        if (!(err instanceof DeviceRefused && err.reason === 'offline')) finish(err instanceof Error ? err : new Error(String(err)));
      });
    });
    ws.on('message', (data, isBinary) => {
      let parsed;
      try {
        parsed = isBinary ? null : TransferDownSchema.safeParse(JSON.parse(data.toString()));
      } catch {
        parsed = null;
      }
      if (!parsed?.success) {
        finish(new DeviceHostError('bad-response', 'the device host sent a malformed transfer message'));
        return;
      }
      const message = parsed.data;
      if ('progress' in message) onProgress?.(message.progress);
      else if ('error' in message) finish(fromErrorBody(message.error));
      else finish(null, message.result as unknown as DeviceState);
    });
    ws.on('close', (code) => {
      finish(
        code === CLOSE_UNAUTHORIZED
          ? new DeviceHostError('unauthorized', 'the device host refused the token (DEVICE_HOST_TOKEN)')
          : new DeviceRefused('offline'),
      );
    });
    ws.on('error', () => undefined); // 'close' follows and settles
  });
}
