// The dashboard's /api in e2e goes through here: every request is forwarded to Prism, which validates requests
// and responses against openapi/ and answers 422/500 on any violation, except multipart uploads, which go
// straight to the API because Prism re-encodes multipart bodies and corrupts binary parts (a PNG stops being a
// PNG), and downloads of stored files (/media/...), whose binary bodies Prism re-encodes as text (a 70-byte PNG
// arrives as 86 bytes and no longer shows), and the report's Excel export (/transports/company_reports/export_excel/),
// a zip that Prism re-encodes the same way (measured: a 12,651-byte workbook arrives as 22,291 bytes). All three are
// covered by the API's own contract-checked tests instead (apps/api/test/reports.test.ts reads the workbook).
// The realtime channel (a websocket upgrade of GET /chats/) also goes straight to the API: Prism is an HTTP
// request/response proxy and cannot carry a websocket (it answers the upgrade request like any GET, and the
// connection never switches protocols). The channel's frames are described in openapi.yaml (x-websocket) and
// checked by apps/api/test/chat-realtime.test.ts.
import { createServer, request } from 'node:http';

const [port, prismUrl, apiUrl] = process.argv.slice(2);
if (!port || !prismUrl || !apiUrl) {
  console.error('usage: contract-proxy.mjs <port> <prism url> <api url>');
  process.exit(2);
}

const server = createServer((incoming, outgoing) => {
  const multipart = (incoming.headers['content-type'] ?? '').startsWith('multipart/');
  const pathname = new URL(incoming.url ?? '/', apiUrl).pathname;
  const binary = pathname.startsWith('/media/') || pathname === '/transports/company_reports/export_excel/';
  const target = new URL(incoming.url ?? '/', multipart || binary ? apiUrl : prismUrl);
  const forward = request(
    target,
    { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  forward.on('error', (error) => {
    outgoing.writeHead(502, { 'content-type': 'text/plain' });
    outgoing.end(`contract proxy: ${error.message}`);
  });
  incoming.pipe(forward);
});

// Websocket upgrades (the browser's /api/chats/?token=…, forwarded here by vite preview with `ws: true`): relay the
// handshake to the API and then the raw bytes both ways. A refused upgrade (401, 403) is passed back as it came.
server.on('upgrade', (incoming, socket, head) => {
  const target = new URL(incoming.url ?? '/', apiUrl);
  const forward = request(target, { method: incoming.method, headers: { ...incoming.headers, host: target.host } });
  forward.on('upgrade', (answer, upstream, upstreamHead) => {
    const lines = [`HTTP/1.1 ${String(answer.statusCode)} ${answer.statusMessage ?? ''}`];
    for (let index = 0; index < answer.rawHeaders.length; index += 2) {
      lines.push(`${answer.rawHeaders[index] ?? ''}: ${answer.rawHeaders[index + 1] ?? ''}`);
    }
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (upstreamHead.length > 0) socket.write(upstreamHead);
    if (head.length > 0) upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  forward.on('response', (answer) => {
    const lines = [`HTTP/1.1 ${String(answer.statusCode)} ${answer.statusMessage ?? ''}`];
    for (let index = 0; index < answer.rawHeaders.length; index += 2) {
      lines.push(`${answer.rawHeaders[index] ?? ''}: ${answer.rawHeaders[index + 1] ?? ''}`);
    }
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    answer.pipe(socket);
  });
  forward.on('error', () => socket.destroy());
  socket.on('error', () => forward.destroy());
  forward.end();
});

server.listen(Number(port), '127.0.0.1', () => console.log(`contract proxy on ${port}`));
