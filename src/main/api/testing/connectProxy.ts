// For the proxy tests: a real HTTP CONNECT proxy on 127.0.0.1 (port 0) that tunnels to any host, counts what
// went through it, and can demand credentials (407) like a company proxy.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface ConnectProxy {
  url: string;
  port: number;
  /** Every CONNECT target (`host:port`) in order, accepted or not. */
  connects: string[];
  /** Proxy-Authorization headers as received (to prove credentials were sent to the proxy only). */
  authorizations: (string | undefined)[];
  /** Bytes relayed in each direction through accepted tunnels. */
  bytes: { up: number; down: number };
  close(): Promise<void>;
}

/**
 * @param options.hosts names only the proxy can resolve (name -> real host): a client that reaches such a
 *   name can only have gone through the proxy.
 */
export async function startConnectProxy(
  options: { credentials?: { user: string; password: string }; hosts?: Record<string, string> } = {},
): Promise<ConnectProxy> {
  const sockets = new Set<Socket>();
  const state = { connects: [] as string[], authorizations: [] as (string | undefined)[], bytes: { up: 0, down: 0 } };
  const expected = options.credentials
    ? `Basic ${Buffer.from(`${options.credentials.user}:${options.credentials.password}`).toString('base64')}`
    : undefined;
  const server: Server = createServer((_req, res) => res.writeHead(405).end('CONNECT only'));
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const target = req.url ?? '';
    state.connects.push(target);
    state.authorizations.push(req.headers['proxy-authorization']);
    if (expected && req.headers['proxy-authorization'] !== expected) {
      client.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="test"\r\nContent-Length: 0\r\n\r\n',
      );
      return;
    }
    const [host, port] = [target.slice(0, target.lastIndexOf(':')), Number(target.slice(target.lastIndexOf(':') + 1))];
    const upstream = connect(port, options.hosts?.[host] ?? host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      client.on('data', (chunk: Buffer) => (state.bytes.up += chunk.length));
      upstream.on('data', (chunk: Buffer) => (state.bytes.down += chunk.length));
      client.pipe(upstream);
      upstream.pipe(client);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    ...state,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
