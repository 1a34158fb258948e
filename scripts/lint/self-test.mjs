/**
 * Proves every boundary rule still bites: each is run on a made-up violation (in a temporary folder,
 * or as text, never as a file in the tree) and must report it; a clean import must pass.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { checkCommandFolders } from './command-folders.mjs';
import { declaredShapes, findTwins } from './contract-twins.mjs';
import { featureShapeProblems } from './feature-shape.mjs';
import { isKebabCase } from './file-names.mjs';
import { moduleFileProblems } from './module-files.mjs';
import { readModelOwnerProblems } from './read-model-owners.mjs';
import { statusTwinsIn } from './status-twins.mjs';
import { visibleStringsIn } from './visible-strings.mjs';

/** A backend laid out like ours, with one violation of each rule. */
const BACKEND_PROBES = {
  'src/modules/accounts/domain/pure.ts': "export const pure = 1;",
  'src/modules/accounts/domain/uses-nest.ts': "import { Injectable } from '@nestjs/common';\nexport const a = Injectable;",
  'src/modules/accounts/domain/uses-platform.ts': "import { p } from '../../../platform/port';\nexport const a = p;",
  'src/modules/accounts/internal.ts': "import { pure } from './domain/pure';\nexport const internal = pure;",
  'src/modules/accounts/public/api.ts': "import { pure } from '../domain/pure';\nexport const api = pure;",
  'src/modules/catalogue/reads-internals.ts': "import { internal } from '../accounts/internal';\nexport const c = internal;",
  'src/modules/catalogue/reads-public.ts': "import { api } from '../accounts/public/api';\nexport const c = api;",
  'src/platform/port.ts': "export const p = 1;",
  'src/platform/knows-module.ts': "import { pure } from '../modules/accounts/domain/pure';\nexport const k = pure;",
  'src/contract/uses-platform.ts': "import { p } from '../platform/port';\nexport type T = typeof p;",
  'src/modules/accounts/domain/user.events.ts': "export interface ContactDetails { email: string }",
  'src/contract/uses-events.ts': "import type { ContactDetails } from '../modules/accounts/domain/user.events';\nimport { pure } from '../modules/accounts/domain/pure';\nexport type T = ContactDetails & { n: typeof pure };",
  'src/shared/uses-platform.ts': "import { p } from '../platform/port';\nexport const s = p;",
  'src/platform/mail/frame.ts': "export const frame = 1;",
  'src/modules/accounts/mail/welcome.ts': "import { frame } from '../../../platform/mail/frame';\nimport { pure } from '../domain/pure';\nexport const welcome = frame + pure;",
  'src/modules/accounts/reactors/send-welcome.ts': "import { welcome } from '../mail/welcome';\nexport const r = welcome;",
  'src/modules/accounts/mail/uses-platform.ts': "import { p } from '../../../platform/port';\nexport const m = p;",
  'src/modules/accounts/queries/reads-mail.ts': "import { welcome } from '../mail/welcome';\nexport const q = welcome;",
  'src/modules/catalogue/reactors/borrows-mail.ts': "import { welcome } from '../../accounts/mail/welcome';\nexport const r = welcome;",
  'src/platform/mail/knows-module-mail.ts': "import { welcome } from '../../modules/accounts/mail/welcome';\nexport const k = welcome;",
  'src/module-lists/lists.ts': "import { pure } from '../modules/accounts/domain/pure';\nimport { p } from '../platform/port';\nexport const lists = [pure, p];",
  'src/contract/uses-lists.ts': "import type { lists } from '../module-lists/lists';\nexport type L = typeof lists;",
};
const EXPECTED_BACKEND = [
  'domain-is-pure src/modules/accounts/domain/uses-nest.ts',
  'domain-is-pure src/modules/accounts/domain/uses-platform.ts',
  'modules-meet-on-purpose src/modules/catalogue/reads-internals.ts',
  'platform-knows-no-module src/platform/knows-module.ts',
  'contract-is-pure src/contract/uses-platform.ts',
  'contract-is-not-events src/contract/uses-events.ts',
  'shared-is-pure src/shared/uses-platform.ts',
  'module-mail-is-text src/modules/accounts/mail/uses-platform.ts',
  'module-mail-used-by-senders src/modules/accounts/queries/reads-mail.ts',
  'module-mail-stays-home src/modules/catalogue/reactors/borrows-mail.ts',
  'modules-meet-on-purpose src/modules/catalogue/reactors/borrows-mail.ts',
  'platform-knows-no-module src/platform/mail/knows-module-mail.ts',
  'module-mail-used-by-senders src/platform/mail/knows-module-mail.ts',
  'module-lists-is-pure src/module-lists/lists.ts',
];

async function backendProbes(root) {
  const dir = mkdtempSync(join(tmpdir(), 'lint-probe-'));
  try {
    for (const [path, text] of Object.entries(BACKEND_PROBES)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), `${text}\n`);
    }
    const config = createRequire(join(root, 'backend/package.json'))('./.dependency-cruiser.cjs');
    const { tsConfig: _paths, ...options } = config.options;
    const result = await cruise(['src'], { ...options, ruleSet: { forbidden: config.forbidden }, validate: true, baseDir: dir });
    const found = result.output.summary.violations.map((violation) => `${violation.rule.name} ${violation.from}`);
    return [
      ...EXPECTED_BACKEND.filter((expected) => !found.includes(expected)).map((missed) => `dependency-cruiser no longer catches: ${missed}`),
      ...found.filter((violation) => !EXPECTED_BACKEND.includes(violation)).map((extra) => `dependency-cruiser flags a legal import: ${extra}`),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Frontend files as text, linted as if they stood at these paths. */
const FRONTEND_PROBES = [
  ['src/features/services/probe.ts', "import { useUpdateProfile } from '@/features/profile/api/update-profile';\nexport const p = useUpdateProfile;", 'import-x/no-restricted-paths'],
  ['src/features/services/probe.ts', "import { useAdminStats } from '../admin/api/get-admin-stats';\nexport const p = useAdminStats;", 'import-x/no-restricted-paths'],
  ['src/lib/probe.ts', "import { useUpdateProfile } from '@/features/profile/api/update-profile';\nexport const p = useUpdateProfile;", 'import-x/no-restricted-paths'],
  ['src/components/ui/probe.ts', "import { Component } from '@/app/routes/club/club-home';\nexport const p = Component;", 'import-x/no-restricted-paths'],
  ['src/features/services/probe.ts', "import { CommandRunner } from '@backend/platform/commands/command-runner';\nexport const p = CommandRunner;", '@typescript-eslint/no-restricted-imports'],
  ['src/features/services/probe.ts', "import { MemberServices } from '@backend/modules/catalogue/queries/member-services';\nexport const p = MemberServices;", '@typescript-eslint/no-restricted-imports'],
  ['src/features/services/probe.ts', "import { MemberServiceView } from '@backend/contract/member-services';\nexport const p: MemberServiceView | null = null;", '@typescript-eslint/no-restricted-imports'],
  ['src/features/services/probe.ts', "import type { SignupStatus } from '@backend/modules/catalogue/domain/service.events';\nexport const p: SignupStatus | null = null;", '@typescript-eslint/no-restricted-imports'],
  ['src/features/services/components/probe.tsx', "import { Field, Input } from '@fluentui/react-components';\nexport const p = [Field, Input];", '@typescript-eslint/no-restricted-imports'],
  ['src/features/services/components/probe.ts', "export const grid = { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' };", 'no-restricted-syntax'],
  ['src/app/routes/public/probe.ts', "const min = '240px';\nexport const grid = { gridTemplateColumns: `repeat(auto-fit, minmax(${min}, 1fr))` };", 'no-restricted-syntax'],
  ['src/features/services/components/probe.ts', "import { Input } from '@fluentui/react-components';\nimport { FormField } from '@/components/ui/form-field';\nimport { tileGrid } from '@/components/ui/tile-grid';\nexport const p = [Input, FormField, tileGrid('240px')];", null],
  [
    'src/features/services/probe.ts',
    "import type { MemberServiceView } from '@backend/contract/member-services';\nimport { slugify } from '@backend/modules/catalogue/domain/slug';\nimport { moved } from '@backend/shared/moved';\nimport { ERROR_CODES } from '@backend/module-lists/errors';\nimport { hu } from '@/i18n/hu';\nexport const p: [MemberServiceView | null, unknown, unknown, unknown, unknown] = [null, slugify, moved, ERROR_CODES, hu];",
    null,
  ],
];

async function frontendProbes(root) {
  const eslint = new ESLint({ cwd: join(root, 'frontend') });
  const problems = [];
  for (const [filePath, text, rule] of FRONTEND_PROBES) {
    const [result] = await eslint.lintText(text, { filePath: join(root, 'frontend', filePath) });
    const rules = result.messages.map((message) => message.ruleId);
    if (rule && !rules.includes(rule)) problems.push(`ESLint ${rule} no longer catches, in ${filePath}: ${text.split('\n')[0]}`);
    if (!rule && rules.length > 0) problems.push(`ESLint flags legal imports in ${filePath}: ${result.messages.map((m) => m.message).join('; ')}`);
  }
  return problems;
}

function twinProbe(root) {
  const pasted = `export interface Card {\n  id: string;\n  name: string;\n  order: number;\n  serviceGroupId: string;\n  full: boolean;\n  userCount: number;\n  signedUp: boolean;\n  approved: boolean;\n  rejected: boolean;\n  onWaitlist: boolean;\n  code: string | null;\n}\n`;
  const contract = [{ name: 'MemberServiceView', fields: new Set(['id', 'name', 'order', 'serviceGroupId', 'full', 'userCount', 'signedUp', 'approved', 'rejected', 'onWaitlist', 'code', 'archived']) }];
  const ownType = `export interface Draft {\n  id: string;\n  dirty: boolean;\n}\n`;
  return [
    ...(findTwins(declaredShapes('probe.ts', pasted), contract).length === 1 ? [] : ['the contract-twin check no longer catches a pasted copy']),
    ...(findTwins(declaredShapes('probe.ts', ownType), contract).length === 0 ? [] : ['the contract-twin check flags a type of its own']),
  ];
}

function fileNameProbe() {
  const bad = ['SignupDialog.tsx', 'signup_dialog.tsx', 'signupDialog.ts'].filter(isKebabCase);
  const good = ['signup-dialog.tsx', 'service.decider.spec.ts', 'hu.ts'].filter((name) => !isKebabCase(name));
  return [...bad, ...good].map((name) => `the file-name check judges ${name} wrongly`);
}

function visibleStringProbe() {
  const typed = `export const A = () => <Button aria-label="Bezárás">Mentés</Button>;`;
  const fromHu = `export const A = () => <Button aria-label={hu.common.close} icon={<X />}>{hu.common.ok} · {count}</Button>;`;
  return [
    ...(visibleStringsIn('probe.tsx', typed).length === 2 ? [] : ['the visible-string check no longer catches typed-in words']),
    ...(visibleStringsIn('probe.tsx', fromHu).length === 0 ? [] : ['the visible-string check flags words taken from hu']),
  ];
}

/** A made-up module whose commands/ folder holds a sign-in service and a command that copies the time. */
function commandFolderProbe() {
  const dir = mkdtempSync(join(tmpdir(), 'lint-probe-'));
  const files = {
    'backend/src/modules/probe/commands/probe-commands.ts': "await this.probe(id, { type: 'Probe', data: { id } }, meta);",
    'backend/src/modules/probe/commands/probe-commands.spec.ts': "const file = { id, uploadedAt: meta.now.toISOString() };",
    'backend/src/modules/probe/commands/log-in.service.ts': 'export class LogInService {}',
    'backend/src/modules/probe/commands/copies-now-commands.ts': "await this.user(id, { type: 'CheckCode', data: { codeHash, now: meta.now } }, meta);",
  };
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), `${text}\n`);
    }
    const found = checkCommandFolders(dir).map((problem) => problem.split(':')[0]);
    const expected = ['backend/src/modules/probe/commands/log-in.service.ts', 'backend/src/modules/probe/commands/copies-now-commands.ts'];
    return [
      ...expected.filter((path) => !found.includes(path)).map((path) => `the command-folder check no longer catches ${path}`),
      ...found.filter((path) => !expected.includes(path)).map((path) => `the command-folder check flags a legal file: ${path}`),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Made-up backend files (paths under backend/src): each misplaced one must be reported, the placed ones not. */
function moduleFilesProbe() {
  const misplaced = [
    { path: 'platform/seed/demo-schools.seed.ts', text: '' },
    { path: 'modules/reference/demo-schools.seed.ts', text: '' },
    { path: 'platform/jobs/job-queue.contract.ts', text: '' },
    { path: 'mail/templates/activation-link.ts', text: "import { MailContent } from '../mail-layout';" },
    { path: 'modules/accounts/commands/welcome-text.ts', text: "import { MailContent } from '../../../platform/mail/mail-layout';" },
    { path: 'platform/lease/redis.worker-lease.spec.ts', text: 'const url = process.env.REDIS_URL;' },
    { path: 'modules/accounts/http/guarded.controller.ts', text: "@Access('admin')\n@Controller('x')\nexport class X {\n  @Get()\n  @UseGuards(AdminGuard)\n  list() {}\n}" },
    { path: 'modules/accounts/http/undeclared.controller.ts', text: "@Controller('x')\nexport class X {\n  @Access('admin')\n  @Get()\n  list() {}\n}" },
    { path: 'modules/catalogue/domain/service.errors.ts', text: '' },
    { path: 'modules/catalogue/queries/sub-pages.ts', text: "throw new DomainError('NOT_SIGNED_UP', 403);" },
    { path: 'modules/catalogue/http/file-routes.ts', text: "const notFound = () => failure(CATALOGUE_ERRORS, 'FILE_NOT_FOUND');" },
    { path: 'shared/catalogue.audit-actions.ts', text: '' },
    { path: 'modules/catalogue/domain/service.texts.ts', text: '' },
  ];
  const placed = [
    { path: 'modules/reference/seeds/demo-schools.seed.ts', text: '' },
    { path: 'modules/reference/seeds/demo-schools.ts', text: '' },
    { path: 'platform/jobs/job-queue.adapter-suite.ts', text: '' },
    { path: 'modules/accounts/mail/activation-link.ts', text: "import { MailContent } from '../../../platform/mail/mail-layout';" },
    { path: 'modules/catalogue/reactors/service-mail.ts', text: "import { MailContent } from '../../../platform/mail/mail-layout';" },
    { path: 'platform/lease/redis.worker-lease.redis.spec.ts', text: 'const url = process.env.REDIS_URL;' },
    { path: 'modules/accounts/http/declared.controller.ts', text: "@ApiTags('x')\n@Access('admin')\n@Controller('x')\nexport class X {\n  @Get()\n  @UseGuards(ThrottlerGuard)\n  list() {}\n}" },
    { path: 'modules/catalogue/domain/catalogue.errors.ts', text: "export const serviceFull = () => failure(CATALOGUE_ERRORS, 'SERVICE_FULL');" },
    { path: 'modules/catalogue/queries/sub-pages.ts', text: "throw notSignedUp({ name, id });" },
    { path: 'modules/catalogue/domain/catalogue.audit-actions.ts', text: '' },
    { path: 'modules/catalogue/domain/catalogue.texts.ts', text: '' },
    { path: 'modules/member-data/member-data.texts.ts', text: '' },
  ];
  return [
    ...misplaced.filter((file) => moduleFileProblems([file]).length === 0).map((file) => `the module-files check no longer catches ${file.path}`),
    ...placed.filter((file) => moduleFileProblems([file]).length > 0).map((file) => `the module-files check flags ${file.path}, which is where it belongs`),
  ];
}

/** A module opening another's read model, each way it could; the owner and its readers pass. */
function readModelOwnersProbe() {
  const owner = [
    { path: 'modules/reference/projections/schools.projection.ts', text: "export const SCHOOLS = readModel<SchoolDoc>('schools');" },
    { path: 'modules/reference/queries/list-schools.ts', text: "import { SCHOOLS } from '../projections/schools.projection';\nreadStore.collection(SCHOOLS).find();" },
    { path: 'modules/reference/public/schools.ts', text: "import { SCHOOLS } from '../projections/schools.projection';\nexport const schoolReader = (readStore) => readStore.collection(SCHOOLS);" },
    { path: 'modules/accounts/queries/profile.ts', text: "import { schoolReader } from '../../reference/public/schools';\nschoolReader(readStore).get(id);" },
  ];
  const planted = [
    { path: 'modules/accounts/queries/borrows-handle.ts', text: "import { SCHOOLS } from '../../reference/projections/schools.projection';\nreadStore.collection(SCHOOLS).get(id);" },
    { path: 'modules/reference/public/leaks-handle.ts', text: "export { SCHOOLS, type SchoolDoc } from '../projections/schools.projection';" },
    { path: 'modules/accounts/queries/by-name.ts', text: "readStore.collection<Doc>('schools').get(id);" },
    { path: 'modules/accounts/queries/by-stored-name.ts', text: "readStore.stored('schools').get(id);" },
    { path: 'modules/accounts/queries/own-handle.ts', text: "export const MY_SCHOOLS = readModel<Doc>('schools');" },
  ];
  const clean = readModelOwnerProblems(owner);
  const found = readModelOwnerProblems([...owner, ...planted]);
  return [
    ...clean.map((problem) => `the read-model owner check flags a legal use: ${problem}`),
    ...planted.filter((file) => !found.some((problem) => problem.includes(file.path))).map((file) => `the read-model owner check no longer catches ${file.path}`),
  ];
}

function statusTwinProbe() {
  const members = ['approved', 'awaiting', 'waitlisted', 'rejected'];
  const retyped = `export type Status = 'approved' | 'awaiting' | 'waitlisted' | 'rejected';\nexport const T: Record<'approved' | 'rejected' | 'waitlisted' | 'pending', string> = {} as never;`;
  const ownUnions = `export type DecisionAction = 'approved' | 'rejected' | 'unapproved' | 'promoted';\nexport type Seated = Extract<SignupStatus, 'approved' | 'awaiting'>;`;
  return [
    ...(statusTwinsIn('probe.ts', retyped, members).length === 2 ? [] : ['the status-twin check no longer catches a retyped SignupStatus']),
    ...(statusTwinsIn('probe.ts', ownUnions, members).length === 0 ? [] : ['the status-twin check flags a union of its own']),
  ];
}

function featureShapeProbe() {
  const loose = featureShapeProblems('signup', [{ name: 'components', isFolder: true }, { name: 'teacher-form.ts', isFolder: false }]);
  const extraFolder = featureShapeProblems('materials', [{ name: 'api', isFolder: true }, { name: 'offline', isFolder: true }]);
  const shaped = featureShapeProblems('services', ['api', 'components', 'lib', 'testing'].map((name) => ({ name, isFolder: true })));
  return [
    ...(loose.length === 1 ? [] : ['the feature-shape check no longer catches a loose file at a feature root']),
    ...(extraFolder.length === 1 ? [] : ['the feature-shape check no longer catches a folder other than api/components/lib/testing']),
    ...(shaped.length === 0 ? [] : ['the feature-shape check flags a feature of the right shape']),
  ];
}

export async function selfTest(root) {
  return [...(await backendProbes(root)), ...(await frontendProbes(root)), ...twinProbe(root), ...fileNameProbe(), ...visibleStringProbe(), ...commandFolderProbe(), ...moduleFilesProbe(), ...readModelOwnersProbe(), ...statusTwinProbe(), ...featureShapeProbe()];
}
