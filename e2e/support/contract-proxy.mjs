// The dashboard's /api in e2e goes through here: every request is forwarded to Prism, which validates requests
// and responses against openapi/ and answers 422/500 on any violation, except multipart uploads, which go
// straight to the API because Prism re-encodes multipart bodies and corrupts binary parts (a PNG stops being a
// PNG), and downloads of stored files (/media/...), whose binary bodies Prism re-encodes as text (a 70-byte PNG
// arrives as 86 bytes and no longer shows), and the other binary answers: the report's Excel export
// (/transports/company_reports/export_excel/), a zip that Prism re-encodes the same way (measured: a 12,651-byte
// workbook arrives as 22,291 bytes), the import's template and result workbooks (/transports/company/import/template/
// and .../result/) and the condition report's PDF (/transports/company/{id}/condition_report/ and its shared twin).
// They are covered by the API's own contract-checked tests instead (apps/api/test/reports.test.ts,
// transport-import.test.ts and condition-report.test.ts read the files).
// The realtime channel (a websocket upgrade of GET /chats/) also goes straight to the API: Prism is an HTTP
// request/response proxy and cannot carry a websocket (it answers the upgrade request like any GET, and the
// connection never switches protocols). The channel's frames are described in openapi.yaml (x-websocket) and
// checked by apps/api/test/chat-realtime.test.ts.
import { createServer, request } from 'node:http';
import { connect } from 'node:net';

const [port, prismUrl, apiUrl] = process.argv.slice(2);
if (!port || !prismUrl || !apiUrl) {
  console.error('usage: contract-proxy.mjs <port> <prism url> <api url>');
  process.exit(2);
}

const server = createServer((incoming, outgoing) => {
  const multipart = (incoming.headers['content-type'] ?? '').startsWith('multipart/');
  const pathname = new URL(incoming.url ?? '/', apiUrl).pathname;
  const binary =
    pathname.startsWith('/media/') ||
    pathname === '/transports/company_reports/export_excel/' ||
    /^\/transports\/company\/import\/(template|result)\/$/.test(pathname) ||
    /^\/transports\/(company|shared)\/\d+\/condition_report\/$/.test(pathname);
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
// The realtime channel (/chats/, a websocket upgrade) goes straight to the API: Prism speaks no websocket.
server.on('upgrade', (incoming, socket, head) => {
  const target = new URL(apiUrl);
  const upstream = connect(Number(target.port), target.hostname, () => {
    const headers = Object.entries({ ...incoming.headers, host: target.host })
      .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
      .join('\r\n');
    upstream.write(`${incoming.method ?? 'GET'} ${incoming.url ?? '/'} HTTP/1.1\r\n${headers}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
  upstream.on('close', close);
  socket.on('close', close);
});
server.listen(Number(port), '127.0.0.1', () => console.log(`contract proxy on ${port}`));
