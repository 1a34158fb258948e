/**
 * Where a backend file lives says what it is (issue 23): demo seeds in their module's `seeds/`, mail
 * texts in their module's `mail/`, the ports' adapter suites named `*.adapter-suite.ts` (not
 * `*.contract.ts`, which reads like the `contract/` folder), and a spec that needs a server named for
 * it (`*.redis.spec.ts`), which is how the jest config knows when to run it; a controller declares its
 * access once, `@Access(...)` on the class, never an access guard of its own. A module's domain errors
 * are made by its one errors file, `modules/<m>/domain/<m>.errors.ts`, each code with its status (issue 39
 * §6): no DomainError is built at a throw site. Its audit actions and its texts sit beside it,
 * `<m>.audit-actions.ts` and `<m>.texts.ts` (what staff read), which `module-lists/` collects (§5), and
 * `<m>.member-words.ts` (what a member reads, apart so the member's pages download only that).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const BACKEND = 'backend/src';

/**
 * Seeds the commands track moves out of `commands/` in the same issue; delete this list once it is
 * merged (a path here that no longer exists is ignored).
 */
const SERVERS = { REDIS_URL: 'redis', MONGO_URL: 'mongo', KURRENTDB_URL: 'kurrentdb' };
const IN_MODULE_SEEDS = /^modules\/[^/]+\/seeds\/[^/]+$/;
const IN_MODULE_MAIL = /^modules\/[^/]+\/mail\/[^/]+$/;
const MAIL_FOLDER = /(^|\/)mail\//;
const USES_MAIL_FRAME = /from '[./]*(platform\/mail\/|\.\/)?mail-layout'/;
const ERRORS_FILE = /^modules\/([^/]+)\/domain\/\1\.errors\.ts$/;
const AUDIT_ACTIONS_FILE = /^modules\/([^/]+)\/domain\/\1\.audit-actions\.ts$/;
/** In domain/ when the frontend or another module reads it; beside the code when it reuses another module's words. */
const TEXTS_FILE = /^modules\/([^/]+)\/(domain\/)?\1\.texts\.ts$/;
const MEMBER_WORDS_FILE = /^modules\/([^/]+)\/domain\/\1\.member-words\.ts$/;
/** Where errors are made: the class and its helpers, and the kernel's own table. */
const MAKES_ERRORS = new Set(['shared/domain-error.ts', 'shared/platform-errors.ts']);
const isTest = (path) => path.endsWith('.spec.ts') || path.includes('/testing/');

/** Problems in the given files: `path` relative to backend/src, `text` its content. */
export function moduleFileProblems(files) {
  return files.flatMap(({ path, text }) => {
    const problems = [];
    const name = path.split('/').pop();
    if (name.endsWith('.seed.ts') && !IN_MODULE_SEEDS.test(path))
      problems.push('a demo seed lives in its module’s seeds/ folder: modules/<m>/seeds/<name>.seed.ts');
    if (/^modules\/[^/]+\/seeds\//.test(path) && /\.(ts)$/.test(name) && !name.endsWith('.seed.ts') && !name.startsWith('demo-'))
      problems.push('seeds/ holds demo seeds (*.seed.ts) and their demo data (demo-*.ts) only');
    if (/\.contract(\.spec)?\.ts$/.test(name))
      problems.push('an adapter suite is named *.adapter-suite.ts (run by *.adapter.spec.ts); "contract" names the contract/ folder');
    if (MAIL_FOLDER.test(path) && !path.startsWith('platform/mail/') && !IN_MODULE_MAIL.test(path))
      problems.push('mail texts live in their module’s mail/ folder (modules/<m>/mail/), the frame and outbox in platform/mail/');
    if (USES_MAIL_FRAME.test(text) && !IN_MODULE_MAIL.test(path) && !path.startsWith('platform/mail/') && !/^modules\/[^/]+\/reactors\//.test(path))
      problems.push('only a module’s mail/ (and the reactors that compose its mails) write MailContent');
    if (name.endsWith('.controller.ts') && /UseGuards\([^)]*\b(Admin|Member|OptionalMember)Guard\b/.test(text))
      problems.push('a controller says who may call it with @Access(...) on the class, which applies the guard; never @UseGuards with an access guard');
    if (name.endsWith('.controller.ts') && !/@Access\([^)]*\)\s*(@\w+\([^)]*\)\s*)*export class/.test(text))
      problems.push('a controller declares its access once, with @Access(...) on the class');
    if (name.endsWith('.errors.ts') && !ERRORS_FILE.test(path))
      problems.push('a module’s domain errors live in one file, modules/<m>/domain/<m>.errors.ts, named for its module');
    if (name.endsWith('.audit-actions.ts') && !AUDIT_ACTIONS_FILE.test(path))
      problems.push('a module’s audit actions live in modules/<m>/domain/<m>.audit-actions.ts, listed in module-lists/audit-actions.ts');
    if (name.endsWith('.texts.ts') && !TEXTS_FILE.test(path))
      problems.push('a module’s texts live in modules/<m>/domain/<m>.texts.ts (or modules/<m>/<m>.texts.ts when they reuse another module’s words)');
    if (name.endsWith('.member-words.ts') && !MEMBER_WORDS_FILE.test(path))
      problems.push('the words a member reads of a module live in modules/<m>/domain/<m>.member-words.ts, apart from what staff read');
    if (!isTest(path) && !MAKES_ERRORS.has(path) && /\bnew DomainError\(/.test(text))
      problems.push('a DomainError is made by its module’s errors file (the code with its status), never at a throw site: throw the factory it exports');
    if (!isTest(path) && !MAKES_ERRORS.has(path) && !ERRORS_FILE.test(path) && /\bfailure(Otherwise)?\(\s*\w+_ERRORS\b/.test(text))
      problems.push('only an errors file calls failure(): throw the factory that modules/<m>/domain/<m>.errors.ts exports');
    for (const [env, server] of Object.entries(SERVERS)) {
      if (name.endsWith('.spec.ts') && text.includes(`process.env.${env}`) && !name.endsWith(`.${server}.spec.ts`))
        problems.push(`a spec that needs ${env} is named *.${server}.spec.ts, so the jest config runs it only where the server is`);
    }
    return problems.map((problem) => `${BACKEND}/${path}: ${problem}`);
  });
}

function filesUnder(root, dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(root, path);
    return /\.ts$/.test(name) ? [{ path: relative(root, path).split(/[\\/]/).join('/'), text: readFileSync(path, 'utf8') }] : [];
  });
}

export function checkModuleFiles(root) {
  const backend = join(root, BACKEND);
  return moduleFileProblems(filesUnder(backend, backend));
}
