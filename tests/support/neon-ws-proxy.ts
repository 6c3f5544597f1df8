import net from 'node:net';
import { WebSocketServer } from 'ws';

// The bridge forwards to the test cluster on this machine only, never to an address a client names elsewhere.
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * What Neon's wsproxy does in front of its PostgreSQL, for the plain server `.ci/run` starts:
 * each WebSocket opened at `/v2?address=host:port` becomes one TCP connection to that address,
 * bytes passed through unchanged both ways. The integration tests run the Neon driver through
 * it (db/client.ts, `neonWsProxy`). Resolves to the address to give as `neonWsProxy`.
 */
export async function startNeonWsProxy(): Promise<{ address: string; close(): Promise<void> }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/v2' });
  server.on('connection', (ws, request) => {
    const target = new URL(request.url ?? '', 'ws://proxy').searchParams.get('address') ?? '';
    const colon = target.lastIndexOf(':');
    const host = target.slice(0, colon);
    const port = Number(target.slice(colon + 1));
    if (!LOOPBACK.has(host) || !Number.isInteger(port)) {
      ws.close(1008, 'address not allowed');
      return;
    }
    // Like wsproxy, the WebSocket is already open when the dial fails: the driver then sees its
    // connection close, as it would when Neon cannot reach the compute.
    const socket = net.connect({ host, port });
    socket.on('data', (data) => ws.send(data));
    socket.on('close', () => ws.close());
    socket.on('error', () => socket.destroy());
    ws.on('message', (data: Buffer) => socket.write(data));
    ws.on('close', () => socket.destroy());
    ws.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    address: `127.0.0.1:${port}/v2`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
