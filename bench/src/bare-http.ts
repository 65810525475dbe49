/**
 * The floor for the frame figure: a bare `node:http` server in its own process answering every
 * request as /healthz answers (200, `{"ok":true}` as JSON), with nothing else.
 */
import http from 'node:http';

const body = JSON.stringify({ ok: true });
http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
