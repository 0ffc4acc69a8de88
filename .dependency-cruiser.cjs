// Architecture boundaries (ARCHITECTURE.md), checked by `npm run lint` with dependency-cruiser.
// Layers point one way: elements -> features -> ui -> store -> lib. Each layer imports only the layers
// below it (lib/ knows nothing above it: the store registers its token source with lib/http.ts, and the
// rwb-* event types live in lib/events.ts); features never import each other; no cycles anywhere in src/.
// tests/unit/lint-boundaries.test.ts proves each rule reports a violation.

/** The layers, bottom first: each may import the ones before it, never the ones after. */
const LAYERS = ['lib', 'store', 'ui', 'features', 'elements'];

function upwardRules() {
  return LAYERS.slice(0, -1).map((layer, i) => {
    const above = LAYERS.slice(i + 1);
    return {
      name: `${layer}-upward`,
      comment: `${layer}/ imports nothing from ${above.map((l) => `${l}/`).join(', ')} (layers point one way).`,
      severity: 'error',
      from: { path: `^src/${layer}/` },
      to: { path: `^src/(${above.join('|')})/` },
    };
  });
}

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
    // One rule per layer: `<layer>-upward` forbids importing any layer above it.
    ...upwardRules(),
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
