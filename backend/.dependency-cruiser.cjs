/**
 * The backend's boundaries (docs/architecture.md), checked by `npm run lint`. Type-only imports count:
 * a domain file that merely names a platform type already depends on it.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'A domain folder holds pure rules: it imports only shared/ and its own domain (no Nest, no I/O, no npm package).',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/domain/' },
      to: { pathNot: ['^src/shared/', '^src/modules/$1/domain/'] },
    },
    {
      name: 'contract-is-pure',
      comment: 'The contract (the API types the frontend imports) imports only shared/, domain folders, the modules\' lists (module-lists/) and itself.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { pathNot: ['^src/(contract|shared)/', '^src/modules/[^/]+/domain/', '^src/module-lists/'] },
    },
    {
      name: 'module-lists-is-pure',
      comment:
        "module-lists/ collects what each module declares in its domain/ (error codes, audit actions, texts, issue 39 §5): pure data the contract and the frontend read, so it imports only shared/, the modules' domain files and itself.",
      severity: 'error',
      from: { path: '^src/module-lists/', pathNot: '\\.spec\\.ts$' },
      to: { pathNot: ['^src/shared/', '^src/modules/[^/]+/domain/', '^src/module-lists/'] },
    },
    {
      name: 'contract-is-not-events',
      comment:
        "The API's types are written for the API: an event's shape may change behind an upcaster (issue 39 §4), the contract's may not. A value both share (SignupStatus, TeachingLevels) lives in a domain file of its own, never in *.events.ts.",
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^src/modules/[^/]+/domain/.*\\.events\\.ts$' },
    },
    {
      name: 'shared-is-pure',
      comment: 'shared/ is the pure kernel every layer may use; it imports nothing outside itself (its specs may read the tree).',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: '\\.spec\\.ts$' },
      to: { pathNot: '^src/shared/' },
    },
    {
      name: 'platform-knows-no-module',
      comment: 'The platform knows nothing of teachers or services: modules plug into it, never the other way round.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'modules-meet-on-purpose',
      comment:
        "A module uses another only through what that module exports on purpose: its public/ folder (and its Nest module, imported only to wire those exports).",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/public/', '^src/modules/[^/]+/[^/]+\\.module\\.ts$'] },
    },
    {
      name: 'module-mail-stays-home',
      comment: "A module's mail/ (its Hungarian mail texts) belongs to that module: another module mails through its own reactors, never with these texts.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/mail/', pathNot: '^src/modules/$1/mail/' },
    },
    {
      name: 'module-mail-used-by-senders',
      comment: "Within its module, mail/ is used by what sends mail: its reactors (which compose) and commands; not by http/, queries/ or anything outside modules.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/modules/[^/]+/(reactors|commands|mail)/' },
      to: { path: '^src/modules/[^/]+/mail/' },
    },
    {
      name: 'module-mail-is-text',
      comment: "A module's mail/ writes texts: it imports only platform/mail (the frame), shared/, contract/ and its own module's domain and mail.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/mail/' },
      to: { pathNot: ['^src/platform/mail/', '^src/(shared|contract)/', '^src/modules/$1/(domain|mail)/'] },
    },
    {
      name: 'no-cycles-between-modules',
      comment: 'Modules depend on each other one way only.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { circular: true, path: '^src/modules/', pathNot: '^src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
