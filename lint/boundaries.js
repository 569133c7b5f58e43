// The package and folder boundaries of docs/ARCHITECTURE.md as `no-restricted-imports` blocks of
// the flat config, one block per guarded folder. A relative specifier names a folder only
// relative to the importing file, so the SDK's folders get one block per depth under src/.
// Tests, test kits, fixtures and stories are exempt: the boundaries guard what ships.
// lint/boundaries.test.ts lints a broken and an allowed import inside every guarded folder.

/** Files that do not ship: the boundaries leave them alone. */
const EXEMPT = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.test-d.ts',
  '**/*test-kit.ts',
  '**/*test-kit.tsx',
  '**/test-store.ts',
  '**/test-fixtures.ts',
  '**/fixtures/**',
  '**/*.stories.tsx',
];

const SDK = 'packages/sdk/src';
/** The root entry's folders: the wire, the rules, the Clock. */
const ROOT_DIRS = ['api', 'domain', 'clock'];
/** The runtime behind '@cadenza/sdk/store'. */
const RUNTIME_DIRS = ['store', 'polling', 'realtime', 'persistence', 'uploads'];
const ADAPTER_DIRS = ['react', 'testing'];
const ALL_DIRS = [...ROOT_DIRS, ...RUNTIME_DIRS, ...ADAPTER_DIRS];
/** Deepest folder level under a guarded SDK folder that gets its own block. */
const MAX_DEPTH = 4;

const restrict = (regex, message, extra = {}) => ({
  regex,
  message,
  caseSensitive: true,
  ...extra,
});
const anyOf = (names) => `(${names.join('|')})`;
/** A glob naming these folders. */
const folders = (dirs) => (dirs.length > 1 ? `{${dirs.join(',')}}` : dirs[0]);
const except = (names, left) => names.filter((name) => !left.includes(name));
/** Relative specifiers from a file `depth` folders below src/ into these SDK folders. */
const into = (depth, dirs) => `^${'\\.\\./'.repeat(depth)}${anyOf(dirs)}(/|$)`;

// Shared by every guarded folder.
const DEEP = restrict(
  '^@cadenza/[^/]+/(src|dist)(/|$)',
  'Import a workspace package through its entries (package.json "exports"), never its files.',
);
const CROSS = restrict(
  '^\\.\\.?/(.*/)?(sdk|ui|studio-engine|mock-server)/(src|dist)(/|$)',
  'Import a workspace package by its name, never by a relative path into it.',
);
const SHARED = [DEEP, CROSS];
const REACT = restrict(
  '^(react|react-dom|react-redux)(/|$)',
  'This code is framework-free: React stays in @cadenza/sdk/react and @cadenza/ui.',
);
const ENGINE_BEYOND_RULES = restrict(
  '^@cadenza/studio-engine(/(?!rules$).*)?$',
  'Outside ui, only the pure @cadenza/studio-engine/rules entry (studio rules and messages).',
);
const UPSTREAM = restrict(
  '^@cadenza/(ui|mock-server)(/|$)',
  'Dependencies point one way (reference → ui → sdk, mock-server → sdk): the SDK imports neither ui nor the mock server.',
);

/** An adapter entry (react, testing) imports the other entries by name, never by a path. */
function adapter(dir, name, otherAdapter, why, extra) {
  return {
    dirs: [dir],
    patterns: (depth) => [
      restrict(
        into(depth, except(ALL_DIRS, [dir])),
        `${name} imports the other entries by name ('@cadenza/sdk', '@cadenza/sdk/store').`,
      ),
      restrict(`^@cadenza/sdk/${otherAdapter}$`, `${name} ${why}.`),
      ...extra,
    ],
  };
}

/** What each SDK folder may not import, at a given depth below src/. */
const SDK_FOLDERS = [
  {
    dirs: ['api'],
    patterns: (depth) => [
      restrict(
        into(depth, except(ALL_DIRS, ['api', 'clock'])),
        'The wire (src/api) knows no product rule and no runtime: it imports only src/clock. Retry numbers it needs are its own (api/retry.ts).',
      ),
      restrict(
        '^@cadenza/(sdk|studio-engine)(/|$)',
        'The wire (src/api) imports no entry of the SDK and no studio rule.',
      ),
      REACT,
    ],
  },
  {
    dirs: ['clock'],
    patterns: (depth) => [
      restrict(into(depth, except(ALL_DIRS, ['clock'])), 'The Clock depends on nothing.'),
      restrict('^@cadenza/', 'The Clock depends on nothing.'),
      REACT,
    ],
  },
  {
    dirs: ['domain'],
    patterns: (depth) => [
      restrict(
        into(depth, [...RUNTIME_DIRS, ...ADAPTER_DIRS]),
        'The rules (src/domain) ship in the root and rules entries: no store, polling, realtime, persistence, uploads, React adapter or test kit.',
      ),
      restrict(
        `^${'\\.\\./'.repeat(depth)}api(/(?!retry$).*)?$`,
        'The rules take only types from the wire (its zod schemas and client stay out of @cadenza/sdk/rules); api/retry.ts is the one value module they re-export.',
        { allowTypeImports: true },
      ),
      restrict('^zod(/|$)', 'The rules use no zod (@cadenza/sdk/rules carries none).', {
        allowTypeImports: true,
      }),
      restrict('^@cadenza/sdk(/|$)', 'The rules import each other by relative path.'),
      restrict('^@reduxjs/', 'The rules are pure functions: no Redux.'),
      REACT,
      ENGINE_BEYOND_RULES,
    ],
  },
  {
    dirs: RUNTIME_DIRS,
    patterns: (depth) => [
      restrict(
        into(depth, ROOT_DIRS),
        "The runtime imports the root by name ('@cadenza/sdk'), so @cadenza/sdk/store shares the root entry's modules and declarations.",
      ),
      restrict(
        into(depth, ADAPTER_DIRS),
        'The runtime (@cadenza/sdk/store) imports no React adapter and no test kit.',
      ),
      restrict(
        '^@cadenza/sdk/(react|testing)$',
        'The runtime (@cadenza/sdk/store) imports no React adapter and no test kit.',
      ),
      REACT,
      ENGINE_BEYOND_RULES,
    ],
  },
  adapter('react', 'The React adapter', 'testing', 'ships no test kit', [ENGINE_BEYOND_RULES]),
  adapter('testing', 'The test kit', 'react', 'is framework-free', [REACT]),
];

const sdkFolderBlocks = SDK_FOLDERS.flatMap(({ dirs, patterns }) =>
  Array.from({ length: MAX_DEPTH }, (_, i) => i + 1).map((depth) => ({
    files: [`${SDK}/${folders(dirs)}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    ignores: EXEMPT,
    rules: {
      'no-restricted-imports': ['error', { patterns: [...patterns(depth), ...SHARED, UPSTREAM] }],
    },
  })),
);

const block = (files, patterns, extraRules = {}) => ({
  files,
  ignores: EXEMPT,
  rules: {
    'no-restricted-imports': ['error', { patterns: [...patterns, ...SHARED] }],
    ...extraRules,
  },
});

export const boundaries = [
  ...sdkFolderBlocks,
  block(
    [`${SDK}/index.ts`],
    [
      restrict(
        `^\\./${anyOf([...RUNTIME_DIRS, ...ADAPTER_DIRS])}(/|$)`,
        'The root entry holds no runtime: the store, polling, realtime, persistence and uploads are @cadenza/sdk/store.',
      ),
      restrict(
        '^\\./(contract|api(/(index|schemas(/.*)?|operation-schemas|operations\\.gen|responses\\.gen))?)$',
        'The root entry loads no zod schema and not the full operations table (its 40 KiB budget): they are @cadenza/sdk/contract, and the client loads the response schemas on its first call.',
        { allowTypeImports: true },
      ),
    ],
  ),
  block(
    [`${SDK}/contract.ts`],
    [
      restrict(
        '^\\./(?!api(/|$))',
        'The contract entry is src/api alone: the operations table and the zod schemas.',
      ),
    ],
  ),
  block(
    [`${SDK}/rules.ts`],
    [
      restrict('^\\./clock(/|$)', 'The rules entry re-exports only the Clock types.', {
        allowTypeImports: true,
      }),
      restrict(
        '^\\./(?!(domain|clock)(/|$))',
        'The rules entry is src/domain alone: no client, no zod schemas, no runtime.',
      ),
    ],
  ),
  block(
    ['packages/mock-server/src/**/*.ts'],
    [
      restrict(
        '^@cadenza/sdk/(store|react|testing)$',
        'The mock server imports the contract and the rules only: @cadenza/sdk, @cadenza/sdk/contract or @cadenza/sdk/rules.',
      ),
      restrict('^@cadenza/ui(/|$)', 'The mock server imports no ui.'),
      REACT,
      ENGINE_BEYOND_RULES,
    ],
  ),
  block(
    ['packages/studio-engine/src/**/*.{ts,tsx}'],
    [
      restrict(
        '^@cadenza/(sdk|ui|mock-server)(/|$)',
        'The studio engine imports no other workspace package: its I/O comes in as ports.',
      ),
      REACT,
    ],
  ),
  block(
    ['packages/ui/src/**/*.{ts,tsx}'],
    [restrict('^@cadenza/mock-server(/|$)', 'ui reaches the backend only through @cadenza/sdk.')],
    {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest'].map((name) => ({
          name,
          message: 'ui never calls the network itself: data comes through @cadenza/sdk.',
        })),
      ],
    },
  ),
  block(
    ['apps/reference/src/**/*.{ts,tsx}'],
    [
      restrict(
        '^@cadenza/mock-server(/|$)',
        'The app reaches the mock server over HTTP; @cadenza/mock-server is for its e2e journeys.',
      ),
    ],
  ),
];
