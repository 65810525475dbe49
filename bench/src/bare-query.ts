/**
 * The floor for GET /api/listings/:id: a bare `node:http` server in its own process that, for
 * `/<id>`, runs the detail's query as the route runs it (findListing: the same prepared statement
 * on the same pool) and answers `{"ok":true}`, with no frame, no rules and no presenter. What
 * separates it from a bare answer is the round trip to Postgres alone; what separates the route
 * from it is all the rest.
 */
import http from 'node:http';
import { openDatabase } from '@kamra/platform';
import { readDb } from '@kamra/read-model';
import { findListing } from '@kamra/read-service';

const database = await openDatabase({ kind: 'url', url: process.env.DATABASE_URL ?? '' });
const db = readDb(database.pool);
const body = JSON.stringify({ ok: true });
http.createServer((req, res) => {
  const id = (req.url ?? '/').slice(1);
  void (id === 'healthz' ? Promise.resolve(undefined) : findListing(db, id)).then((row) => {
    res.writeHead(id === 'healthz' || row ? 200 : 404, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }, () => {
    res.writeHead(500).end();
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
