// The layers of the repository as rules (A → B: A may import B):
//   site → api (contract and typed client only) → live → stats
//   site → ui → tokens;  api, site, tokens, create-league-site → client-league
// `pnpm check` runs them over the whole repository and `packages/layers` tests that each one fails on a
// violation. dependency-cruiser rather than oxlint's import rules: oxlint matches import strings, and these
// rules are about where an import lands (aliases, relative paths and workspace packages resolved to files).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'kit-imports-api-or-site',
      comment: 'The UI kit draws what it is given; it never imports the API or the site.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^packages/(api|site)/' },
    },
    {
      name: 'stats-imports-ours',
      comment: '@league/stats is pure: it imports nothing of ours.',
      severity: 'error',
      from: { path: '^packages/stats/' },
      to: { path: '^(packages|clients|e2e|scripts)/', pathNot: '^packages/stats/' },
    },
    {
      name: 'live-imports-ours-but-stats',
      comment: '@league/live is pure: of ours it imports only @league/stats.',
      severity: 'error',
      from: { path: '^packages/live/' },
      to: { path: '^(packages|clients|e2e|scripts)/', pathNot: '^packages/(live|stats)/' },
    },
    {
      name: 'api-imports-front-end',
      comment: 'The API serves the site and the screens; it never imports the kit, the site or the CLI.',
      severity: 'error',
      from: { path: '^packages/api/' },
      to: { path: '^packages/(ui|site|create-league-site)/' },
    },
    {
      name: 'site-imports-api-internals',
      comment: 'The site reads the API through its contract and typed client, never through its internals.',
      severity: 'error',
      from: { path: '^packages/site/' },
      to: { path: '^packages/api/', pathNot: '^packages/api/src/(contract/|fetch-client[.]ts$|client[.]ts$)' },
    },
    {
      name: 'site-lib-imports-components',
      comment: "The site's lib/ is logic and data; components render it, not the other way round.",
      severity: 'error',
      from: { path: '^packages/site/src/lib/' },
      to: { path: '^packages/site/src/components/' },
    },
    {
      name: 'lower-package-imports-upper',
      comment: 'Tokens and the client-league package sit under everything else of ours.',
      severity: 'error',
      from: { path: '^packages/(tokens|client-league)/' },
      to: { path: '^packages/(api|live|ui|site|create-league-site)/' },
    },
    {
      name: 'no-cycle',
      comment: 'A cycle makes two modules one: split out what both need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: {
      path: [
        'node_modules',
        '[.]next/',
        'dist/',
        'storybook-static/',
        '[.]tools/',
        '^data/',
        '^reports/',
        'packages/layers/fixtures/',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.layers.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
}
