/**
 * npm run lint:deps (part of npm test): import rules no reviewer should have to check by eye.
 * https://github.com/sverweij/dependency-cruiser/blob/main/doc/rules-reference.md
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other (type imports included) cannot be read or changed one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-feature-imports-feature',
      severity: 'error',
      comment: 'bulletproof-react: a web feature never imports another feature; app/ composes them.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-features-or-app',
      severity: 'error',
      comment: 'bulletproof-react: imports flow shared (components, lib) -> features -> app.',
      from: { path: '^web/src/(components|lib|styles)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'web-feature-imports-app',
      severity: 'error',
      comment: 'bulletproof-react: imports flow shared -> features -> app, never back.',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-fetch-outside-a-fetcher',
      severity: 'error',
      comment:
        'One fetcher per endpoint: only the fetchers in a feature\'s api/ folder or in lib/api/ call apiFetch, so an endpoint is never fetched from a component or hook with its own URL and checks.',
      from: { path: '^web/src/', pathNot: '^web/src/(features/[^/]+/api|lib/api)/|^web/src/lib/api-fetch(\\.test)?\\.ts$' },
      to: { path: '^web/src/lib/api-fetch\\.ts$' },
    },
    {
      name: 'read-service-runs-projector-code',
      severity: 'error',
      comment: 'The read service reads the read model; only the projector writes and migrates it. Its tests and their harness (src/testing/) may migrate fresh tables and fill them by projecting events with the real projector.',
      from: { path: '^read-service/', pathNot: '^read-service/src/(.+[.]test[.]ts|testing/.+)$' },
      to: { path: '^(projector/|read-model/src/migrat)' },
    },
    {
      name: 'projector-runs-write-service-code',
      severity: 'error',
      comment: 'The projector reads the log, not the write side. Only its tests and test fixtures may ask the real deciders for events (through @kamra/write-service/testing/deciders), so a projection spec cannot feed a history the write side never records.',
      from: { path: '^projector/', pathNot: '^projector/src/(.+[.]test[.]ts|testing/.+|listings/listing-fixtures[.]ts|reviews/community-fixtures[.]ts)$' },
      to: { path: '^write-service/' },
    },
    {
      name: 'projector-tests-reach-write-service-internals',
      severity: 'error',
      comment: 'Projector tests see the write side only through its testing entry point, so moving write-side files never breaks them.',
      from: { path: '^projector/' },
      to: { path: '^write-service/', pathNot: '^write-service/src/testing/deciders[.]ts$' },
    },
    {
      name: 'service-code-imports-test-harness',
      severity: 'error',
      comment: 'The projector and read-service test harnesses run code their service must not (the write side, the projector); only tests and other harness files import them.',
      from: { path: '^(projector|read-service)/src/', pathNot: '^(projector|read-service)/src/(.+[.]test[.]ts|testing/.+|listings/listing-fixtures[.]ts|reviews/community-fixtures[.]ts)$' },
      to: { path: '^(projector|read-service)/src/testing/' },
    },
    {
      name: 'contracts-imports-a-package',
      severity: 'error',
      comment: 'Contracts is shared by every part, the browser included: it depends on nothing of ours.',
      from: { path: '^contracts/src/' },
      to: { path: '^(platform|eventstore|write-service|read-model|projector|read-service|runtime|web)/' },
    },
    {
      name: 'contracts-query-imports-a-command',
      severity: 'error',
      comment: 'A query asks and never changes anything: its schemas share the field rules (form-fields, field-errors), never a command body.',
      from: { path: '^contracts/src/queries/' },
      to: { path: '^contracts/src/commands/', pathNot: '^contracts/src/commands/(form-fields|field-errors)\\.ts$' },
    },
    {
      name: 'contracts-command-imports-a-query',
      severity: 'error',
      comment: 'Commands and queries are separate entry points; a command body never needs a query schema.',
      from: { path: '^contracts/src/commands/', pathNot: '\\.test\\.ts$' },
      to: { path: '^contracts/src/queries/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|artifacts)/' },
    // Type-only imports count: a cycle of types still ties the files together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Workspace packages resolve through their node_modules links to their source folders.
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
