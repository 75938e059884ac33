import WebSocket from 'ws';

export interface PushClient {
  messages: { type: string; msg?: string }[];
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the first message of that type (or rejects after `ms`). */
  next(type: string, ms?: number): Promise<{ type: string; msg?: string }>;
  close(): void;
}

/** A push-channel client that records what the server sends, as a browser tab would. */
export async function openPush(baseUrl: string, token: string, lang = 'zh-CN'): Promise<PushClient> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/websocket/infra/ws?token=${encodeURIComponent(token)}&lang=${lang}`;
  const socket = new WebSocket(url);
  const messages: { type: string; msg?: string }[] = [];
  const waiters: { type: string; resolve: (m: { type: string; msg?: string }) => void }[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as { type: string; msg?: string };
    messages.push(message);
    for (const w of waiters.filter((x) => x.type === message.type)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(message);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const client: PushClient = {
    messages,
    closed,
    next(type, ms = 5000) {
      const seen = messages.find((m) => m.type === type);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} message within ${ms} ms; got ${JSON.stringify(messages)}`)), ms);
        waiters.push({ type, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    close: () => socket.close(),
  };
  await Promise.race([client.next('ready'), closed.then((c) => Promise.reject(new Error(`closed ${c.code}`)))]).catch(() => undefined);
  return client;
}
