// A webhook receiver on loopback that never lets go: it reads the request, then sends one byte at a time, every
// `everyMs`, for as long as the connection stays open: either of the status line itself ('status-line'), or of
// a long body after a complete 200 status line and headers ('body'). It keeps count of the requests it holds (read
// and not yet closed), the most it held at once, and how long each connection lasted, so a test sees who closed
// what and when.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export type TrickleReceiver = {
  url: string;
  /** Requests held now (read, connection still open), and the most held at once since the start. */
  open(): number;
  mostOpen(): number;
  /** How long each closed connection lasted, in ms. */
  lasted: number[];
  /** Requests whose headers were read. */
  requests: number;
  close(): Promise<void>;
};

export async function startTrickleReceiver(mode: 'status-line' | 'body', everyMs = 200): Promise<TrickleReceiver> {
  const sockets = new Set<net.Socket>();
  const holding = new Set<net.Socket>();
  const state = { most: 0, requests: 0, lasted: [] as number[] };
  const server = net.createServer((socket) => {
    const opened = Date.now();
    sockets.add(socket);
    let started = false;
    let timer: NodeJS.Timeout | undefined;
    const bytes = mode === 'status-line' ? 'HTTP/1.1 200 OK' : 'x'.repeat(1_000_000);
    let next = 0;
    socket.on('data', () => {
      if (started) return;
      started = true;
      state.requests += 1;
      holding.add(socket);
      state.most = Math.max(state.most, holding.size);
      if (mode === 'body') socket.write('HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 1000000\r\n\r\n');
      timer = setInterval(() => socket.write(bytes[next++ % bytes.length]), everyMs);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
      holding.delete(socket);
      state.lasted.push(Date.now() - opened);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/slow`,
    open: () => holding.size,
    mostOpen: () => state.most,
    lasted: state.lasted,
    get requests() {
      return state.requests;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
