// The layers of the repository as rules (A → B: A may import B): each package may import the packages its
// row of `layers` lists; the site reads the API only through its contract and typed client; the site's lib/
// never imports its components; no cycles.
// `pnpm check` runs them over the whole repository and `packages/layers` tests that each one fails on a
// violation. dependency-cruiser rather than oxlint's import rules: oxlint matches import strings, and these
// rules are about where an import lands (aliases, relative paths and workspace packages resolved to files).
/**
 * What each package of ours may import of our other packages: the table of the README's "Layers" section.
 * A package's own files are always allowed; `clients/`, `scripts/` and `e2e/` are not packages and not listed.
 */
const layers = {
  stats: [],
  live: ['stats'],
  'client-league': [],
  tokens: ['client-league'],
  api: ['live', 'stats', 'client-league', 'tokens'],
  ui: ['tokens', 'stats', 'client-league'],
  site: ['ui', 'tokens', 'stats', 'live', 'client-league', 'api'],
  'create-league-site': ['tokens', 'client-league'],
  layers: [],
  'kit-fixtures': ['api', 'stats', 'ui', 'site'],
}

/** One rule per package: an import that lands in a package outside its list is an error. */
const layerRules = Object.entries(layers).map(([name, allowed]) => ({
  name: `${name}-layer`,
  comment: `packages/${name} may import ${allowed.length > 0 ? allowed.join(', ') : 'no other package of ours'}.`,
  severity: 'error',
  from: { path: `^packages/${name}/` },
  to: { path: '^packages/', pathNot: `^packages/(${[name, ...allowed].join('|')})/` },
}))

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
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
