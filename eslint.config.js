import js from '@eslint/js';
import fs from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noRoutes = {
  group: ['**/*.routes.js'],
  message: 'Only the composition root (app.ts, and its admin-sections.ts) imports route modules.',
};
const noHttp = {
  group: ['fastify', 'fastify/*', '@fastify/*', 'fastify-type-provider-zod'],
  message: 'Use cases and repositories know nothing of HTTP; routes translate.',
};
const noForeignRepository = {
  group: ['../*/*.repository.js'],
  message: "Another module's repository is private: call its use cases.",
};
const noUseCases = {
  group: ['./*-*.js', '../*/*-*.js'],
  message: 'Repositories hold SQL only; they do not call use cases.',
};

function webLayers() {
  const featuresDir = 'apps/web/src/features';
  const features = fs.existsSync(featuresDir)
    ? fs
        .readdirSync(featuresDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  const noApp = {
    group: ['**/app', '**/app/**'],
    message: 'Only the app layer (pages, router) composes; nothing imports from it.',
  };
  const restrict = (files, patterns) => ({
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  return [
    restrict(
      ['apps/web/src/{components,lib,config}/**/*.{ts,tsx}'],
      [noApp, { group: ['**/features/**'], message: 'Shared code does not depend on features.' }],
    ),
    ...features.flatMap((feature) => {
      const others = features.filter((other) => other !== feature);
      const patterns = [
        noApp,
        ...(others.length === 0
          ? []
          : [
              {
                group: others.flatMap((other) => [
                  `**/features/${other}`,
                  `**/features/${other}/**`,
                  `../${other}/**`,
                  `../../${other}/**`,
                  `../../../${other}/**`,
                ]),
                message: 'A feature never imports another feature; compose them in src/app.',
              },
            ]),
      ];
      return [
        restrict([`${featuresDir}/${feature}/**/*.{ts,tsx}`], patterns),
        ...(feature === 'admin' ? adminAreas(`${featuresDir}/admin`, restrict, patterns) : []),
      ];
    }),
  ];
}

/**
 * The back office: one folder per area (decision 0028). An area imports only itself and
 * `features/admin/shared` (and the app's shared code); `shared` imports no area. Each config
 * repeats the feature's patterns, because a later `no-restricted-imports` setting replaces an
 * earlier one for the same file.
 */
function adminAreas(adminDir, restrict, featurePatterns) {
  const areas = fs.existsSync(adminDir)
    ? fs
        .readdirSync(adminDir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && d.name !== 'shared')
        .map((d) => d.name)
    : [];
  const areaImports = (names) =>
    names.flatMap((name) => [
      `../${name}`,
      `../${name}/**`,
      `**/features/admin/${name}`,
      `**/features/admin/${name}/**`,
      `**/admin/${name}/**`,
    ]);
  // `../<name>` from an area's file is another area, not another feature: the feature's own
  // `../<feature>` patterns are meant for files directly in features/<feature>/.
  const featureOnly = featurePatterns.map((pattern) => ({
    ...pattern,
    group: pattern.group.filter((glob) => !/^\.\.\/[^.]/.test(glob)),
  }));
  return [
    ...areas.map((area) => {
      const others = areas.filter((other) => other !== area);
      return restrict(
        [`${adminDir}/${area}/**/*.{ts,tsx}`],
        [
          ...featureOnly,
          ...(others.length === 0
            ? []
            : [
                {
                  group: areaImports(others),
                  message: `A back-office area imports only itself and features/admin/shared (decision 0028): move what '${area}' needs from another area to shared.`,
                },
              ]),
        ],
      );
    }),
    ...(areas.length === 0
      ? []
      : [
          restrict(
            [`${adminDir}/shared/**/*.{ts,tsx}`],
            [
              ...featureOnly,
              {
                group: areaImports(areas),
                message:
                  'features/admin/shared is what the back-office areas share: it imports no area (decision 0028).',
              },
            ],
          ),
        ]),
  ];
}

function serverLayers() {
  const restrict = (files, patterns, ignores = []) => ({
    files,
    ignores: ['**/*.test.ts', ...ignores],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  const noDomain = (layer) => ({
    group: [
      '**/modules/**',
      '**/integrations/**',
      '**/jobs/**',
      '**/access/**',
      '**/app.js',
      '**/app-deps.js',
    ],
    message: `${layer} sits below the domain: it imports no domain module (move the shared piece down into lib/ or db/, or pass it in).`,
  });
  return [
    restrict(
      ['apps/server/src/**/*.ts'],
      [noRoutes],
      ['apps/server/src/app.ts', 'apps/server/src/admin-sections.ts'],
    ),
    // The lower layers import nothing above them (decision 0030); the command line (cli.ts), like
    // server.ts and app.ts, is a composition root and may.
    restrict(
      ['apps/server/src/db/**/*.ts'],
      [
        noRoutes,
        noHttp,
        noDomain('The database layer (migrations, seed)'),
        { group: ['**/http/**'], message: 'The database layer knows nothing of HTTP.' },
      ],
    ),
    restrict(['apps/server/src/http/**/*.ts'], [noRoutes, noDomain('http/')]),
    restrict(
      ['apps/server/src/lib/**/*.ts'],
      [
        noRoutes,
        noHttp,
        noDomain('lib/'),
        {
          group: ['**/db/**', '**/http/**', '**/config/**'],
          message: 'lib/ is the bottom layer: it imports only packages.',
        },
      ],
    ),
    restrict(
      ['apps/server/src/cli.ts'],
      [
        noRoutes,
        noHttp,
        {
          group: ['**/*.repository.js'],
          message: 'The command line calls use cases, never a repository.',
        },
      ],
    ),
    restrict(
      ['apps/server/src/modules/*/*.routes.ts'],
      [
        noRoutes,
        noForeignRepository,
        { group: ['./*.repository.js'], message: 'Routes call use cases, never a repository.' },
      ],
    ),
    restrict(['apps/server/src/modules/*/*.repository.ts'], [noRoutes, noHttp, noUseCases]),
    restrict(
      ['apps/server/src/modules/*/*.ts'],
      [noRoutes, noHttp, noForeignRepository],
      ['**/*.routes.ts', '**/*.repository.ts'],
    ),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'test-results/**',
      '.artifacts/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**', '**/test/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['scripts/**', '**/scripts/**', '**/build.mjs'],
    rules: { 'no-console': 'off' },
  },
  // The door's service worker (decision 0042): plain JavaScript run in the worker's scope.
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // Web: shared code -> features -> app. A feature never imports another feature.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...webLayers(),
  // A hooks/ folder holds React hooks only (use-*.ts[x]); pure helpers live in lib/, API calls in
  // api/ beside it (decision 0030). The back office's files move into their area folders with the
  // areas' own change, and are checked from then on.
  {
    files: ['apps/web/src/**/hooks/**/*.{ts,tsx}'],
    ignores: [
      '**/hooks/**/use-*.{ts,tsx}',
      '**/*.test.ts',
      '**/*.test.tsx',
      'apps/web/src/features/admin/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'hooks/ holds React hooks only (use-*.ts): move this file to lib/ or api/ beside it.',
        },
      ],
    },
  },
  // Server: routes -> use cases -> repositories -> db. One rule set per kind of file, because a
  // later `no-restricted-imports` setting replaces an earlier one for the same file.
  ...serverLayers(),
);
