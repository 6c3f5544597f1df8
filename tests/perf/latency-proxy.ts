import net from 'node:net';

/**
 * A TCP proxy that holds every packet for `oneWayMs` in each direction, so each statement sent
 * through it pays a round trip of about 2 × oneWayMs, as a function pays to reach Neon over the
 * network (`npm run bench:alerts`). Node's timers fire no sooner than asked and in the order set,
 * so the bytes stay in order and the added round trip is at least what was asked.
 */
export async function startLatencyProxy(target: { host: string; port: number }, oneWayMs: number) {
  const sockets = new Set<net.Socket>();
  const delayed = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => setTimeout(() => to.write(chunk), oneWayMs));
    from.on('end', () => setTimeout(() => to.end(), oneWayMs));
    from.on('error', () => to.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    delayed(client, upstream);
    delayed(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
