import { api, ADMIN_EMAIL, ADMIN_PASSWORD, bootApp, decodeJwt, logIn, TestApp } from './support/boot';

describe('signing in as the bootstrap admin', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await bootApp();
  });
  afterAll(() => app.destroy());

  it('answers the health check', async () => {
    expect(await api(app, 'GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('signs in with the configured e-mail and password and reads the profile', async () => {
    const login = await api(app, 'POST', '/user/login', { body: { email: 'Admin@Example.org ', password: ADMIN_PASSWORD } });
    expect(login.status).toBe(200);
    const claims = decodeJwt(login.body.jwt);
    expect(claims).toMatchObject({ email: ADMIN_EMAIL, admin: true, firstName: 'Adminisztrátor' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(12 * 3600);

    const profile = await api(app, 'GET', '/profile', { token: login.body.jwt });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email: ADMIN_EMAIL, firstName: 'Adminisztrátor', needsProfileCheck: false });
    expect(JSON.stringify(profile.body)).not.toMatch(/passwordHash|scrypt/);
  });

  it('gives a 30-day token when the user stays signed in', async () => {
    const login = await api(app, 'POST', '/user/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, stayLoggedIn: true },
    });
    const claims = decodeJwt(login.body.jwt);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(30 * 24 * 3600);
  });

  it('names an unknown e-mail WRONG_EMAIL and a wrong password WRONG_PASSWORD', async () => {
    expect(await api(app, 'POST', '/user/login', { body: { email: 'nincs@example.org', password: 'x' } })).toMatchObject({
      status: 401,
      body: { statusCode: 401, message: 'WRONG_EMAIL' },
    });
    expect(await api(app, 'POST', '/user/login', { body: { email: ADMIN_EMAIL, password: 'rossz-jelszo' } })).toMatchObject({
      status: 401,
      body: { message: 'WRONG_PASSWORD' },
    });
  });

  it('refuses the profile without a token, with a forged one and with an expired one', async () => {
    expect((await api(app, 'GET', '/profile')).body).toEqual({ statusCode: 401, message: 'UNAUTHENTICATED' });
    const token = await logIn(app);
    const [header, payload] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(token), admin: true, sub: 'x' })).toString('base64url')}.${token.split('.')[2]}`;
    expect((await api(app, 'GET', '/profile', { token: forged })).status).toBe(401);
    expect((await api(app, 'GET', '/profile', { token: `${header}.${payload}.` })).status).toBe(401);
  });
});

describe('bad input', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' });
  });
  afterAll(() => app.destroy());

  it('lists missing and mistyped fields as VALIDATION_FAILED', async () => {
    const response = await api(app, 'POST', '/user/login', { body: { email: '', stayLoggedIn: 'yes', extra: 1 } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('VALIDATION_FAILED');
    const fields = response.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password', 'stayLoggedIn', 'extra']));
  });

  it.each([
    ['malformed JSON', '{"email":'],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"admin"'],
    ['null', 'null'],
    ['a deeply nested object', JSON.stringify({ email: { $gt: '' }, password: ['x'] })],
    ['a body nested 3000 levels deep', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`],
    ['an empty body', ''],
    ['a prototype-poisoning key', '{"__proto__":{"admin":true},"email":"a@example.org","password":"x"}'],
  ])('answers %s with a 400, never a 500', async (_name, rawBody) => {
    const response = await api(app, 'POST', '/user/login', { rawBody });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('VALIDATION_FAILED');
  });

  it.each([
    ['/user/login', { email: 'kovacs\ud800@example.org', password: 'x' }],
    ['/user/checkemailtaken', { email: 'kovacs\udc00@example.org' }],
    ['/user/password-reset-request', { email: '\ud83d@example.org' }],
  ])('refuses a lone surrogate in the e-mail of %s as a field error, never a 500', async (path, body) => {
    // JSON.stringify writes the lone surrogate as the escape "\ud800", as an attacker's client would.
    const response = await api(app, 'POST', path, { rawBody: JSON.stringify(body) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'email', code: 'malformed' }] });
  });

  it('answers an address that cannot be decoded with a 400 in the app\'s error shape', async () => {
    const response = await fetch(`${app.url}/api/%ED%A0%80`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, message: 'BAD_REQUEST' });
  });

  it('answers liveness and readiness probes: the stores reachable, the read models keeping up', async () => {
    expect(await api(app, 'GET', '/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await api(app, 'GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      status: 'ok',
      error: {},
      details: {
        eventStore: { status: 'up' },
        readStore: { status: 'up' },
        queue: { status: 'up', depth: expect.any(Number) },
        // One process embedded: it holds the lease, projects and reacts.
        lease: { status: 'up', held: true },
        projections: { status: 'up', lag: 0 },
        reactors: { status: 'up' },
      },
    });
  });

  it('gives an admin the Prometheus metrics: requests per route pattern, projection lag, queue depth, mails, the longest stretch of the event loop', async () => {
    const admin = await logIn(app);
    await api(app, 'GET', '/health');
    const response = await fetch(`${app.url}/api/admin/metrics`, { headers: { authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(text).toMatch(/^projection_lag_events 0$/m);
    expect(text).toMatch(/^job_queue_depth \d+$/m);
    expect(text).toContain('# TYPE mails_total counter');
    expect(text).toContain('process_cpu_seconds_total');
    // The longest stretch the loop held every request (issue 40 §1), since the start and in the last minute.
    expect(text).toMatch(/^event_loop_longest_stretch_seconds\{window="since_start"\} [\d.e-]+$/m);
    expect(text).toMatch(/^event_loop_longest_stretch_seconds\{window="last_minute"\} [\d.e-]+$/m);
    expect((await fetch(`${app.url}/api/admin/metrics`)).status).toBe(401);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    expect(await api(app, 'GET', '/nincs-ilyen')).toMatchObject({ status: 404, body: { statusCode: 404, message: 'NOT_FOUND' } });
  });

  it('sets security headers and serves the OpenAPI document', async () => {
    const response = await api(app, 'GET', '/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const docs = await fetch(`${app.url}/api/docs-json`);
    expect(docs.status).toBe(200);
    expect(JSON.stringify(await docs.json())).toContain('/api/user/login');
  });
});

describe('rate limit on sign-in', () => {
  it('answers 429 TOO_MANY_REQUESTS once the limit is used up', async () => {
    const app = await bootApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const attempt = () => api(app, 'POST', '/user/login', { body: { email: ADMIN_EMAIL, password: 'rossz' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      expect(await attempt()).toMatchObject({ status: 429, body: { message: 'TOO_MANY_REQUESTS' } });
    } finally {
      await app.destroy();
    }
  });

  it('counts the address the proxy saw, however the client fills X-Forwarded-For (TRUST_PROXY=true: one hop)', async () => {
    const app = await bootApp({ LOGIN_RATE_LIMIT: '3', TRUST_PROXY: 'true' });
    try {
      // The client writes any address it likes on the left; the proxy appends the one it saw.
      const attempt = (n: number) =>
        api(app, 'POST', '/user/login', { body: { email: ADMIN_EMAIL, password: 'rossz' }, headers: { 'x-forwarded-for': `6.6.6.${n}, 203.0.113.7` } });
      for (let i = 0; i < 3; i++) expect((await attempt(i)).status).toBe(401);
      expect((await attempt(99)).status).toBe(429);
      // Another real client behind the same proxy has its own count.
      const other = await api(app, 'POST', '/user/login', { body: { email: ADMIN_EMAIL, password: 'rossz' }, headers: { 'x-forwarded-for': '203.0.113.8' } });
      expect(other.status).toBe(401);
    } finally {
      await app.destroy();
    }
  });
});

describe('per-account backoff on wrong passwords', () => {
  it('lets five mistakes through, then makes the account wait, telling how long; other accounts are untouched', async () => {
    const app = await bootApp({ LOGIN_RATE_LIMIT: '1000' });
    try {
      const attempt = (password: string, email = ADMIN_EMAIL) => api(app, 'POST', '/user/login', { body: { email, password } });
      for (let i = 0; i < 5; i++) expect((await attempt('rossz')).body.message).toBe('WRONG_PASSWORD');
      const waiting = await attempt('rossz');
      expect(waiting).toMatchObject({ status: 429, body: { statusCode: 429, message: 'TOO_MANY_REQUESTS' } });
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(waiting.headers.get('retry-after'))).toBeLessThanOrEqual(30);
      // Even the right password waits its turn: guessing gets no faster by trying it.
      expect((await attempt(ADMIN_PASSWORD)).status).toBe(429);
      expect((await attempt('rossz', 'senki@example.org')).body.message).toBe('WRONG_EMAIL');
    } finally {
      await app.destroy();
    }
  });
});

describe('restarts', () => {
  it('keeps the admin across a restart and takes a new ADMIN_PASSWORD', async () => {
    const first = await bootApp();
    expect(first.admin).toMatchObject({ created: true, generatedPassword: null });
    await first.stop();

    const second = await bootApp({ ADMIN_PASSWORD: 'Uj-admin-jelszo-1' }, first.dataDir);
    try {
      expect(second.admin).toMatchObject({ created: false });
      expect((await api(second, 'POST', '/user/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).body.message).toBe(
        'WRONG_PASSWORD',
      );
      await logIn(second, ADMIN_EMAIL, 'Uj-admin-jelszo-1');
    } finally {
      await second.destroy();
    }
  });

  it('generates a password when none is configured, and only on the first start', async () => {
    const first = await bootApp({ ADMIN_PASSWORD: '' });
    const generated = first.admin?.generatedPassword;
    expect(generated).toMatch(/^[A-Za-z0-9_-]{16}$/);
    await logIn(first, ADMIN_EMAIL, generated!);
    await first.stop();
    const second = await bootApp({ ADMIN_PASSWORD: '' }, first.dataDir);
    try {
      expect(second.admin?.generatedPassword).toBeNull();
      await logIn(second, ADMIN_EMAIL, generated!);
    } finally {
      await second.destroy();
    }
  });
});
