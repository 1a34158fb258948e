// The HTTP baseline: node:http answering the same JSON as /api/health, /api/profile and /api/services,
// and the same bytes as the build's entry script (its Brotli copy, sent as it is).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const bodies = {
  '/api/health': JSON.stringify({ status: 'ok' }),
  '/api/profile': process.env.PROFILE_JSON ?? '{}',
  '/api/services': process.env.SERVICES_JSON ?? '[]',
};

const asset = process.env.ASSET_PATH ? { path: process.env.ASSET_PATH, body: readFileSync(process.env.ASSET_BROTLI_FILE) } : null;

const server = createServer((request, response) => {
  if (asset && request.url === asset.path) {
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'br' });
    response.end(asset.body);
    return;
  }
  const body = bodies[request.url] ?? '{"statusCode":404}';
  response.writeHead(bodies[request.url] ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
