import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The smallest useful load balancer: each request goes to the next upstream
 * in turn, streamed both ways (so server-sent events arrive as they are
 * written), with X-Forwarded-For/-Proto set as the nginx example of docs/operations/deploy.md
 * does (the client's own address, replacing whatever it sent). Every answer
 * carries `X-Upstream: <name>`, so a test can see which server answered.
 */
export async function startRoundRobinProxy(upstreams: Array<{ name: string; url: string }>, port = 0) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    const target = new URL(upstream.url);
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': upstream.name });
        res.flushHeaders();
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'x-upstream': upstream.name });
      res.end();
    });
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
