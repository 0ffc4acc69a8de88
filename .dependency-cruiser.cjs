// Architecture boundaries (ARCHITECTURE.md), checked by `npm run lint` with dependency-cruiser:
// features never import each other; store/, lib/ and ui/ never import features or elements (the
// typed events module excepted); no cycles anywhere in src/.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-to-feature',
      comment: 'Features never import each other: compose them in src/elements.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'platform-to-feature',
      comment: 'store/, lib/ and ui/ never import features.',
      severity: 'error',
      from: { path: '^src/(store|lib|ui)/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'platform-to-element',
      comment: 'store/, lib/ and ui/ never import elements (the typed events module excepted).',
      severity: 'error',
      from: { path: '^src/(store|lib|ui|features)/' },
      to: { path: '^src/elements/', pathNot: '^src/elements/events\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
