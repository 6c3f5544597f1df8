import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listening } from '#src/server/local-runtime.ts';

describe('a server starting', () => {
  const servers: Server[] = [];
  const server = () => {
    const s = createServer();
    servers.push(s);
    return s;
  };
  afterEach(() => servers.splice(0).forEach((s) => s.close()));

  it('is started once it listens', async () => {
    const s = server().listen(0, '127.0.0.1');
    await listening(s, 0);
    expect((s.address() as AddressInfo).port).toBeGreaterThan(0);
  });

  it('on a port already taken says so, rather than ending the process later', async () => {
    const taken = server().listen(0, '127.0.0.1');
    await listening(taken, 0);
    const { port } = taken.address() as AddressInfo;
    await expect(listening(server().listen(port, '127.0.0.1'), port)).rejects.toThrow(
      `Port ${port} is already in use: stop what listens there, or set PORT.`,
    );
  });
});
