// The HTTP baseline: node:http answering the same JSON as /api/health, /api/profile and /api/services.
import { createServer } from 'node:http';

const bodies = {
  '/api/health': JSON.stringify({ status: 'ok' }),
  '/api/profile': process.env.PROFILE_JSON ?? '{}',
  '/api/services': process.env.SERVICES_JSON ?? '[]',
};

const server = createServer((request, response) => {
  const body = bodies[request.url] ?? '{"statusCode":404}';
  response.writeHead(bodies[request.url] ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
