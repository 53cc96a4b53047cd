// The dashboard's /api in e2e goes through here: every request is forwarded to Prism, which validates requests
// and responses against openapi/ and answers 422/500 on any violation, except multipart uploads, which go
// straight to the API because Prism re-encodes multipart bodies and corrupts binary parts (a PNG stops being a
// PNG), and downloads of stored files (/media/...), whose binary bodies Prism re-encodes as text (a 70-byte PNG
// arrives as 86 bytes and no longer shows), and the report's Excel export (/transports/company_reports/export_excel/),
// a zip that Prism re-encodes the same way (measured: a 12,651-byte workbook arrives as 22,291 bytes). All three are
// covered by the API's own contract-checked tests instead (apps/api/test/reports.test.ts reads the workbook).
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
server.listen(Number(port), '127.0.0.1', () => console.log(`contract proxy on ${port}`));
