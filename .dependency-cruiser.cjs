// The module bounds of app/ (README, "Modules"), checked by `npm run lint`.
//
// A feature module uses another only through its public surface, app/<module>/index.ts
// (imported as #<module>/index), and only along the edges of the module graph below, which
// has no cycles. core is the shared kernel: every module may use it, it uses none of them.
//
// The violations that were there when the rule came in were listed in
// .dependency-cruiser-known-violations.json while the modules moved behind their surfaces;
// the list is empty now, so every violation fails the lint (`npm run lint:modules:shrink`
// only ever takes entries out of it).

/** Which feature modules each module may depend on (through their index.ts). */
const GRAPH = {
  accounts: [],
  mentoring: ['accounts', 'billing'],
  billing: ['accounts'],
  referrals: ['accounts', 'billing'],
  scheduling: ['accounts', 'mentoring', 'billing', 'referrals'],
  admin: ['accounts', 'mentoring', 'billing', 'referrals', 'scheduling'],
}
const MODULES = Object.keys(GRAPH)
const any = (names) => `^app/(${names.join('|')})/`

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-is-a-leaf',
      comment:
        'core is the shared kernel: it imports no feature module. A module registers what it ' +
        'contributes (shared page props, sitemap entries, OpenAPI parts, content) when the app boots.',
      severity: 'error',
      from: { path: '^app/core/' },
      to: { path: any(MODULES) },
    },
    {
      name: 'public-surface-only',
      comment:
        "Another module's files are private to it: import its public surface, #<module>/index.",
      severity: 'error',
      from: { path: any(MODULES) },
      to: { path: any(MODULES), pathNot: ['^app/$1/', '^app/[^/]+/index\\.ts$'] },
    },
    ...MODULES.map((module) => {
      const others = MODULES.filter((m) => m !== module && !GRAPH[module].includes(m))
      return {
        name: `module-graph-${module}`,
        comment: `${module} may depend on ${GRAPH[module].join(', ') || 'core only'} (README, "Modules"): no cycles between modules.`,
        severity: 'error',
        from: { path: `^app/${module}/` },
        to: { path: any(others) },
      }
    }),
  ],
  options: {
    includeOnly: '^app/',
    tsPreCompilationDeps: true,
    // tsconfig.json plus the package.json subpath imports as paths: the resolver maps
    // './x.js' to './x.ts' for relative imports only, not for '#module/x'.
    tsConfig: { fileName: 'tsconfig.modules.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.d.ts'],
    },
  },
}
