// The worked example of a partner site (issue 11): `npm run partner-demo` serves it on its own port,
// so on another origin than the club. Its page opens the club's /auth window, takes the answer only
// from that window and the club's origin, and hands the token to this server, which verifies it with
// `jose` against the club's published keys: issuer, audience, expiry, nonce and a single-use jti.
//
//   CLUB_URL=http://localhost:3000 PORT=4100 npm run partner-demo
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteJWKSet, jwtVerify } from 'jose';

const CLUB_URL = (process.env.CLUB_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const PORT = Number(process.env.PORT ?? 4100);
const HOST = process.env.HOST ?? 'localhost';
const ORIGIN = `http://${HOST}:${PORT}`;
const PAGE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'page.html'), 'utf8');

const keys = createRemoteJWKSet(new URL(`${CLUB_URL}/.well-known/jwks.json`));
/** state → nonce of the sign-ins this page started; each is used once. */
const started = new Map();
/** jti values already accepted: an assertion is good for one sign-in only. */
const seen = new Set();

function json(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function readJson(request) {
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > 20_000) throw new Error('too large');
  }
  return JSON.parse(text);
}

async function verify({ id_token: token, state }) {
  const nonce = started.get(state);
  if (!nonce) throw new Error('ismeretlen vagy már felhasznált state');
  started.delete(state);
  const { payload } = await jwtVerify(token, keys, { issuer: CLUB_URL, audience: ORIGIN, algorithms: ['ES256'] });
  if (payload.nonce !== nonce) throw new Error('a nonce nem egyezik');
  if (!payload.jti || seen.has(payload.jti)) throw new Error('a tokent már felhasználták');
  seen.add(payload.jti);
  return payload;
}

createServer(async (request, response) => {
  try {
    if (request.method === 'GET' && request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return response.end(PAGE.replaceAll('__CLUB_URL__', CLUB_URL));
    }
    if (request.url === '/favicon.ico') {
      response.writeHead(204);
      return response.end();
    }
    if (request.method === 'POST' && request.url === '/start') {
      const state = randomUUID();
      const nonce = randomUUID();
      started.set(state, nonce);
      return json(response, 200, { state, nonce });
    }
    if (request.method === 'POST' && request.url === '/verify') {
      const payload = await verify(await readJson(request));
      return json(response, 200, { name: payload.name ?? '', email: payload.email ?? '', sub: payload.sub });
    }
    json(response, 404, { error: 'not found' });
  } catch (error) {
    json(response, 400, { error: String(error?.message ?? error) });
  }
}).listen(PORT, () => console.log(`Partner demo: ${ORIGIN} (club: ${CLUB_URL})`));
