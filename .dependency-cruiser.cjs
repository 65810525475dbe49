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
      name: 'read-service-runs-projector-code',
      severity: 'error',
      comment: 'The read service reads the read model; only the projector writes and migrates it. A test may migrate the fresh tables it fills.',
      from: { path: '^read-service/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(projector/|read-model/src/migrat)' },
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
