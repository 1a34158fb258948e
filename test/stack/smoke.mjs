// The production stack's smoke journey (issue 15 §8): run by .github/workflows/production-stack.yml
// against two api replicas and one worker on KurrentDB, MongoDB and Redis; see ops/README.md.
//
//   API_URLS=http://10.0.0.5:3000,http://10.0.0.6:3000   every api replica, addressed one by one
//   MAILPIT_URL=http://127.0.0.1:8025                    where the stack's mail lands (or OUTBOX_DIR)
//   RESTART_WORKER='docker compose restart worker'       run in the middle of the sign-up burst
//   ADMIN_EMAIL, ADMIN_PASSWORD                          the stack's first administrator
//   MEMBERS (default 9), SEATS (default 4)
//
// Applications are limited to 10 a minute per client address, and the journey applies from one host:
// each member's requests carry their own X-Forwarded-For, believed when the replicas trust one proxy hop
// (TRUST_PROXY=1, as ops/compose.replicas.yml sets), and MEMBERS stays within the limit otherwise.
// Sign-ins: set LOGIN_RATE_LIMIT high on the stack under test.
//
// It proves: a write through one replica is read at once through another; parallel sign-ups to one
// service, split across the replicas, seat exactly the limit and waitlist the rest; and a worker
// restarted mid-burst sends every member exactly one mail about it (none lost, none twice).
import { exec } from 'node:child_process';
import { promisify } from 'node:util';
import { solveChallenge } from 'altcha-lib/v1';
import { mailSource } from './mail-source.mjs';

const env = process.env;
const replicas = (env.API_URLS ?? '').split(',').map((url) => url.trim().replace(/\/+$/, '')).filter(Boolean);
const MEMBERS = Number(env.MEMBERS ?? 9);
const SEATS = Number(env.SEATS ?? 4);
const MAIL_TIMEOUT_MS = Number(env.MAIL_TIMEOUT_MS ?? 120_000);
const run = Date.now().toString(36);
const mails = mailSource({ mailpitUrl: env.MAILPIT_URL, outboxDir: env.OUTBOX_DIR });

if (replicas.length === 0) fail('set API_URLS to the api replicas, comma-separated');
if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) fail('set ADMIN_EMAIL and ADMIN_PASSWORD');
if (replicas.length < 2) console.warn('Only one replica given: the cross-replica checks run against it twice.');
const replica = (i) => replicas[i % replicas.length];
const other = (i) => replicas[(i + 1) % replicas.length];

function fail(message) {
  console.error(`SMOKE FAILED: ${message}`);
  process.exit(1);
}

function check(condition, message) {
  if (!condition) fail(message);
  console.log(`ok - ${message}`);
}

async function call(base, method, path, { token, body, client } = {}) {
  const headers = {
    ...(token && { authorization: `Bearer ${token}` }),
    ...(body !== undefined && { 'content-type': 'application/json' }),
    ...(client !== undefined && { 'x-forwarded-for': `198.51.100.${client + 1}` }),
  };
  const response = await fetch(`${base}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: parsed };
}

async function ok(base, method, path, options) {
  const answer = await call(base, method, path, options);
  if (answer.status >= 300) fail(`${method} ${base}${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function logIn(base, email, password) {
  return (await ok(base, 'POST', '/user/login', { body: { email, password } })).jwt;
}

/** What the invisible ALTCHA widget does: a challenge from this replica, solved here. */
async function botCheck(base) {
  const challenge = await ok(base, 'GET', '/bot-check/challenge');
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

async function eventually(what, read, done, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) fail(`${what} did not happen within ${timeoutMs} ms (last seen: ${JSON.stringify(value).slice(0, 400)})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function importSchool(admin) {
  const form = new FormData();
  const om = `9${String(Date.now()).slice(-5)}`;
  const csv = `OM azonosító;Intézmény neve;Település\n${om};Smoke Technikum ${run};Szeged\n`;
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'iskolak.csv');
  const response = await fetch(`${replica(0)}/api/admin/schools/import`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
  if (!response.ok) fail(`school import answered ${response.status}: ${await response.text()}`);
  const schools = await ok(replica(1), 'GET', '/admin/schools', { token: admin });
  const school = schools.find((s) => s.name === `Smoke Technikum ${run}`);
  check(Boolean(school), 'a school imported through one replica is listed at once by the other');
  return school;
}

/** Applies through one replica, is activated through the other, sets a password from the mailed link. */
async function registerMember(admin, school, i) {
  const email = `smoke-${run}-${i}@example.org`;
  const application = {
    firstName: 'Teszt',
    lastName: `Tag ${i}`,
    email,
    phone: '+36 30 123 4567',
    zip: '6720',
    city: 'Szeged',
    schoolOm: school.om,
    personalId: '71234567897',
    schoolId: school.id,
  };
  const { id } = await ok(replica(i), 'POST', '/user/create', { client: i, body: { ...application, recaptcha: await botCheck(replica(i)) } });
  await ok(other(i), 'POST', '/admin/users/activate', { token: admin, body: { userId: id } });
  const mail = await eventually(
    `the activation mail to ${email}`,
    async () => (await mails.all()).find((m) => m.to.includes(email) && /\/jelentkezes-veglegesites\?q=/.test(m.text)),
    Boolean,
    MAIL_TIMEOUT_MS,
  );
  const code = /\/jelentkezes-veglegesites\?q=([A-Za-z0-9_-]+)/.exec(mail.text)[1];
  const password = `Smoke-jelszo-${run}-${i}`;
  await ok(replica(i), 'POST', '/user/setpassword', { client: i, body: { q: code, password } });
  return { id, email, token: await logIn(other(i), email, password) };
}

async function inBatches(count, size, make) {
  const results = [];
  for (let start = 0; start < count; start += size) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, k) => make(start + k)))));
  }
  return results;
}

async function main() {
  console.log(`Smoke journey ${run}: ${replicas.length} replica(s), ${MEMBERS} members, ${SEATS} seats`);
  const admin = await logIn(replica(0), env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  const school = await importSchool(admin);
  const members = await inBatches(MEMBERS, 4, (i) => registerMember(admin, school, i));
  check(members.length === MEMBERS, `${MEMBERS} members applied, were activated and signed in across the replicas`);

  const groupName = `Smoke ${run}`;
  const group = await ok(replica(0), 'POST', '/admin/servicegroups', { token: admin, body: { name: groupName } });
  const service = await ok(replica(0), 'POST', '/admin/services', { token: admin, body: { serviceGroupId: group.id } });
  const serviceName = `Smoke-${run}`;
  await ok(replica(0), 'PUT', '/admin/services', { token: admin, body: { id: service.id, name: serviceName, active: true, hidden: false, limit: SEATS, waitlistAvailable: true } });
  const seen = await ok(replica(1), 'GET', `/admin/services/${service.id}`, { token: admin });
  check(seen.name === serviceName && seen.limit === SEATS, 'a service saved through one replica is read at once through the other');

  // The burst: every member at once, alternating replicas; the worker restarts in the middle of it.
  const signUp = (m, i) => call(replica(i), 'POST', '/services/signup', { token: m.token, body: { serviceId: service.id } });
  const half = Math.ceil(MEMBERS / 2);
  const first = members.slice(0, half).map(signUp);
  const restart = env.RESTART_WORKER ? promisify(exec)(env.RESTART_WORKER) : Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const second = members.slice(half).map((m, k) => signUp(m, half + k));
  const answers = await Promise.all([...first, ...second]);
  await restart;
  if (env.RESTART_WORKER) console.log(`ok - the worker was restarted during the burst (${env.RESTART_WORKER})`);

  check(answers.every((a) => a.status === 200), `all ${MEMBERS} sign-ups answered 200 (got ${[...new Set(answers.map((a) => a.status))].join(', ')})`);
  const seated = answers.filter((a) => a.body.signedUp).length;
  const waitlisted = answers.filter((a) => a.body.onWaitlist).length;
  check(seated === SEATS, `exactly ${SEATS} seated across the replicas (got ${seated})`);
  check(waitlisted === MEMBERS - SEATS, `the other ${MEMBERS - SEATS} waitlisted (got ${waitlisted})`);
  const counted = await eventually(
    'the read models counting the burst',
    () => ok(replica(1), 'GET', `/admin/services/${service.id}`, { token: admin }),
    (s) => s.userCount === SEATS && s.waitlistCount === MEMBERS - SEATS,
  );
  check(counted.full === true, `both replicas' read models show ${SEATS} seated and ${MEMBERS - SEATS} waitlisted`);

  // Every member gets exactly one mail about this service: none lost in the restart, none sent twice.
  const aboutService = async () => (await mails.all()).filter((m) => m.subject.includes(serviceName));
  await eventually('one mail per member about the service', aboutService, (list) => list.length >= MEMBERS, MAIL_TIMEOUT_MS);
  await new Promise((resolve) => setTimeout(resolve, 5000)); // a duplicate would come late: give it time
  const final = await aboutService();
  for (const m of members) {
    const theirs = final.filter((mail) => mail.to.includes(m.email)).length;
    if (theirs !== 1) fail(`${m.email} got ${theirs} mails about the service, not exactly one`);
  }
  check(final.length === MEMBERS, `exactly ${MEMBERS} mails about the service, one per member, counted in ${env.MAILPIT_URL ? "Mailpit's API" : 'the outbox'}`);
  console.log('SMOKE PASSED');
}

main().catch((error) => fail(error.stack ?? String(error)));
