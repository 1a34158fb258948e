/**
 * Proves the first-load budget check bites: a made-up build (manifest, shell and chunks in a
 * temporary folder) is measured and checked against made-up budgets; growth past the allowance,
 * a budget raised without a decision, a route module no screen declares and a stale row must each be
 * reported, and a raise that names a written decision must pass. The rows made from made-up screens
 * (src/config/screens.ts): a screen without a budget, and a budget without a screen, must be
 * reported; an admin screen has the admin chunk's budget, also when its module is inside the chunk.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALLOWANCE, budgetProblems, budgetRows, decisionTitlesOf } from './budgets.mjs';
import { routeFirstLoads } from './first-load.mjs';

/** Text that gzip cannot shrink much, so a chunk's size is under the test's control. */
const noise = (length, seed) => {
  let state = seed;
  let text = '';
  while (text.length < length) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += String.fromCharCode(33 + (state % 90));
  }
  return text;
};

const dist = mkdtempSync(join(tmpdir(), 'budgets-probe-'));
const failures = [];
const expect = (name, condition) => condition || failures.push(name);
try {
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'));
  const write = (file, text) => writeFileSync(join(dist, file), text);
  write('index.html', '<head><script type="module" src="/assets/main.js"></script><link rel="stylesheet" href="/assets/griffel.css"></head>');
  write('assets/main.js', noise(500, 1));
  write('assets/griffel.css', noise(300, 2));
  write('assets/start.js', noise(1000, 3));
  write('assets/home.js', noise(400, 4));
  write('assets/home.css', noise(100, 5));
  write('assets/services.js', noise(600, 6));
  write('assets/shared.js', noise(5000, 7));
  const manifest = {
    'index.html': { file: 'assets/main.js', isEntry: true },
    'src/app/start.tsx': { file: 'assets/start.js', isDynamicEntry: true },
    'src/app/routes/public/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, css: ['assets/home.css'] },
    'src/app/routes/club/services.tsx': { file: 'assets/services.js', isDynamicEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));

  const loads = routeFirstLoads(dist);
  const measured = Object.fromEntries(Object.entries(loads).map(([module, load]) => [module, load.bytes]));
  expect('the shell, the app and each route are measured', Object.keys(measured).length === 3);
  expect('a route counts its static imports', loads['src/app/routes/club/services.tsx'].files.includes('assets/shared.js'));
  expect('a route counts its own CSS and the shell\'s', ['assets/home.css', 'assets/griffel.css'].every((f) => loads['src/app/routes/public/home.tsx'].files.includes(f)));

  const decisions = decisionTitlesOf('# Decisions\n\n## 2026-11-27 — Speed\n\n- **Charts on the services page.** They are worth it.\n');
  const row = (module, bytes, extra = {}) => ({ route: module, module, base: bytes, bytes, ...extra });
  const atSize = Object.keys(measured).map((module) => row(module, measured[module]));
  expect('budgets at the measured sizes pass', budgetProblems({ rows: atSize, measured, decisions }).length === 0);

  const services = 'src/app/routes/club/services.tsx';
  const shrunk = atSize.map((r) => (r.module === services ? row(services, measured[services] - ALLOWANCE - 1) : r));
  const grown = budgetProblems({ rows: shrunk, measured, decisions });
  expect('growth past the allowance fails', grown.length === 1 && grown[0].includes('past the 2048-byte allowance') && grown[0].includes('docs/decisions.md'));
  const within = atSize.map((r) => (r.module === services ? row(services, measured[services] - ALLOWANCE) : r));
  expect('growth within the allowance passes', budgetProblems({ rows: within, measured, decisions }).length === 0);

  const raised = (decision) => atSize.map((r) => (r.module === services ? { ...r, base: r.bytes - 5000, decision } : r));
  expect('a raise without a decision fails', budgetProblems({ rows: raised(undefined), measured, decisions }).some((p) => p.includes('names no decision')));
  expect('a raise naming an unwritten decision fails', budgetProblems({ rows: raised('Charts everywhere'), measured, decisions }).length === 1);
  expect('a raise naming a written decision passes', budgetProblems({ rows: raised('Charts on the services page'), measured, decisions }).length === 0);
  expect('a raise naming a section heading passes', budgetProblems({ rows: raised('2026-11-27 — Speed'), measured, decisions }).length === 0);

  const missing = budgetProblems({ rows: atSize.filter((r) => r.module !== services), measured, decisions });
  expect('a route module no screen declares fails', missing.length === 1 && missing[0].includes('no screen declares'));
  const stale = budgetProblems({ rows: [...atSize, row('src/app/routes/gone.tsx', 100)], measured, decisions });
  expect('a budget for a route the build no longer has fails', stale.length === 1 && stale[0].includes('no longer has'));

  // Rows made from screens; an admin chunk holds the users screen's code, and all of the dashboard's.
  const withAdmin = { ...measured, 'src/app/routes/admin/users.tsx': 9000, 'chunk:admin': 9000 };
  const screens = [
    { path: '/', access: 'public', module: 'public/home' },
    { path: '/klub/szolgaltatasok', access: 'member', module: 'club/services' },
    { path: '/klub/admin', access: 'admin', module: 'admin/dashboard' },
    { path: '/klub/admin/felhasznalok', access: 'admin', module: 'admin/users' },
    { path: '/jelentkezes', access: 'public' },
  ];
  const size = (bytes) => ({ base: bytes, bytes });
  const budgets = {
    shell: size(measured['index.html']),
    chunks: { admin: size(9000) },
    screens: { '/': size(measured['src/app/routes/public/home.tsx']), '/klub/szolgaltatasok': size(measured[services]) },
  };
  const rows = budgetRows({ screens, budgets });
  expect('screens with their budgets pass', budgetProblems({ rows, measured: withAdmin, decisions }).length === 0);
  expect('the shell\'s row names the redirects', rows.find((r) => r.module === 'index.html').route.includes('/jelentkezes'));
  expect('an admin screen has the admin chunk\'s budget', rows.find((r) => r.route === '/klub/admin/felhasznalok').bytes === 9000);
  const grownAdmin = budgetProblems({ rows, measured: { ...withAdmin, 'src/app/routes/admin/users.tsx': 9000 + ALLOWANCE + 1 }, decisions });
  expect('an admin screen grown past its chunk\'s budget fails', grownAdmin.length === 1 && grownAdmin[0].includes('a budget of its own'));
  const unbudgeted = budgetProblems({ rows: budgetRows({ screens, budgets: { ...budgets, screens: { '/': budgets.screens['/'] } } }), measured: withAdmin, decisions });
  expect('a screen without a budget fails, naming the row to add', unbudgeted.length === 1 && unbudgeted[0].includes(`"/klub/szolgaltatasok": { "base": ${measured[services]}`));
  const unscreened = budgetProblems({ rows: budgetRows({ screens, budgets: { ...budgets, screens: { ...budgets.screens, '/regi': size(100) } } }), measured: withAdmin, decisions });
  expect('a budget for a path no screen has fails', unscreened.length === 1 && unscreened[0].includes('/regi'));
} finally {
  rmSync(dist, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`budgets self-test failed:\n${failures.map((name) => `  - ${name}`).join('\n')}`);
  process.exit(1);
}
console.log('budgets self-test: the check reports growth, raises without a decision, missing and stale rows, screens without a budget and budgets without a screen');
