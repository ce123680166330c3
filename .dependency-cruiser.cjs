// The boundaries the code relies on (docs/architecture.md, "Module boundaries"), run by `npm run lint`.
// A server module's public API: `<module>.public.ts`, its `*.module.ts` files, its messages
// (`*.command.ts`, `*.query.ts`) and its `events/`. Everything else in a module folder is internal.
const MODULE_PUBLIC = ['^src/[^/]+/[^/]+[.]public[.]ts$', '[.](?:module|command|query|event)[.]ts$', '^src/[^/]+/events/'];
// Shared by every module (infrastructure, the shared rules) or outside the rule (development tools, roots).
const NOT_A_FEATURE_MODULE = '^src/(?:platform|contracts|seed|devstack)/|^src/[^/]+\\.ts$';

// The layering (docs/architecture.md, "Layering"), lowest first: a module imports only modules listed before
// it, so no two modules import each other and no cycle between modules can form. `platform/` and
// `contracts/` sit below all of them. A module folder not listed here counts as a feature on top:
// nothing listed may import it (list it at its place when something below needs it).
const LAYERS = [
  { name: 'directory', modules: ['directory'] },
  { name: 'reference data', modules: ['settings', 'files', 'mail', 'subsidiaries', 'categories'] },
  { name: 'catalogue', modules: ['tools', 'defaults'] },
  {
    name: 'workflow and features',
    modules: ['approvals', 'usage', 'import', 'jobs', 'api-tokens', 'auth', 'scim', 'tool-status', 'announcements', 'access-requests', 'integration', 'activity'],
  },
];
const LISTED = LAYERS.flatMap((layer) => layer.modules);
const folders = (modules) => `^src/(?:${modules.join('|')})/`;

// One rule per module: `layers` for an import into a higher layer, `no-module-cycle` for an import of a
// module listed later in the same layer (the order that keeps peers acyclic).
const layerRules = LAYERS.flatMap((layer, l) =>
  layer.modules.flatMap((module, m) => {
    const higher = LAYERS.slice(l + 1).flatMap((above) => above.modules);
    const laterPeers = layer.modules.slice(m + 1);
    return [
      higher.length && {
        name: 'layers',
        comment:
          'A module imports a module of a higher layer (LAYERS in .dependency-cruiser.cjs). What flows upward travels as an event, or the upper module registers what it needs (docs/architecture.md, "Layering").',
        severity: 'error',
        from: { path: `^src/${module}/` },
        to: { path: folders(higher) },
      },
      laterPeers.length && {
        name: 'no-module-cycle',
        comment:
          'A module imports a peer listed after it in its layer (LAYERS in .dependency-cruiser.cjs): a module imports only modules listed before it, so no two modules depend on each other, directly or in a ring.',
        severity: 'error',
        from: { path: `^src/${module}/` },
        to: { path: folders(laterPeers) },
      },
    ].filter(Boolean);
  }),
);

// A UI's features (each a folder under `features`) use each other only through their index.
const featureInternals = (name, comment, features) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `^(${features})/([^/]+)/` },
  to: { path: `^(?:${features})/[^/]+/`, pathNot: ['^$1/$2/', `^(?:${features})/[^/]+/index\\.tsx?$`] },
});

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'unlisted-module-on-top',
      comment: 'A module not listed in LAYERS (.dependency-cruiser.cjs) is a feature on top: nothing below may import it until it is listed at its place.',
      severity: 'error',
      from: { path: `${folders(LISTED)}|^src/(?:platform|contracts)/` },
      to: { path: '^src/[^/]+/', pathNot: [folders(LISTED), NOT_A_FEATURE_MODULE] },
    },
    {
      name: 'platform-at-the-bottom',
      comment: 'src/platform is the infrastructure under every module: it imports none of them.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/[^/]+/', pathNot: NOT_A_FEATURE_MODULE },
    },
    {
      name: 'module-internals',
      comment:
        "A server module uses another module only through its public API: `<module>.public.ts`, `*.module.ts`, its commands, queries and events. Never its schema or internals.",
      severity: 'error',
      from: { path: '^src/([^/]+)/', pathNot: NOT_A_FEATURE_MODULE },
      to: {
        path: '^src/([^/]+)/',
        pathNot: [NOT_A_FEATURE_MODULE, '^src/$1/', ...MODULE_PUBLIC],
      },
    },
    {
      name: 'contracts-no-framework',
      comment: 'src/contracts is plain TypeScript shared by the server and both UIs: it imports no framework, not even its types.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: '(?:^|/)node_modules/(?:@nestjs|mongoose|mongodb|express|bullmq|ioredis|react|react-[^/]+|react-admin|ra-[^/]+|@mui|i18next)/' },
    },
    {
      name: 'contracts-stand-alone',
      comment: 'src/contracts imports nothing of the server or the UIs.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: '^(?:src/(?!contracts/)|web-front/|web-admin/)' },
    },
    featureInternals('front-feature-internals', "A front feature uses another feature only through its index ('@/features/<name>').", 'web-front/src/features'),
    {
      name: 'admin-data-provider-owns-its-methods',
      comment:
        "The back-office's data provider (dataProvider.ts, httpClient.ts and api/) owns its methods and types, as Atomic CRM's does: it imports nothing from the screens above it (resources, pages, components, layout).",
      severity: 'error',
      from: { path: '^web-admin/src/(?:api/|dataProvider[.]ts$|httpClient[.]ts$)' },
      to: { path: '^web-admin/src/(?:resources|pages|components|layout)/' },
    },
    featureInternals('admin-feature-internals', 'A back-office resource or page uses another one only through its index.', 'web-admin/src/(?:resources|pages)'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(?:^|/)(?:dist|coverage)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
