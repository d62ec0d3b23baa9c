/**
 * The layers of ../shared/ARCHITECTURE.md, checked on every import (`npm run lint`):
 * domain is the ground floor, contracts are built on it, server and web on both and never on each other.
 * src/domain/purity.test.ts keeps the domain free of Node, React, the database and the clock;
 * this file keeps the layers and the folders acyclic. docs/decisions/0055-layer-boundaries.md.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-the-ground-floor',
      comment: 'src/domain imports only src/domain (ARCHITECTURE.md: "imports nothing from contracts/server/web").',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/(contracts|server|web)/' },
    },
    {
      name: 'contracts-on-domain-only',
      comment: 'Contracts are shared by server and web: built on domain types, never on either side.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'product-code-never-imports-tests',
      comment: 'Test helpers, fakes and fixtures stay out of what ships.',
      severity: 'error',
      from: { path: '^src/', pathNot: '(\\.test\\.tsx?$|/test/|/reliability/|\\.fake\\.ts$|/fakes?/)' },
      to: { path: '(\\.test\\.tsx?$|^src/server/test/|^e2e/)' },
    },
    {
      name: 'no-module-cycles',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-folder-cycles',
      comment: 'Two feature folders that import each other are one feature, or share something that belongs lower.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^node_modules|^dist|\\.test\\.tsx?$|^src/server/test/|^src/server/reliability/|^src/web/test/)',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
