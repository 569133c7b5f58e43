/**
 * What the size bench and the budget test measure, configured once. SDK_ENTRIES lists every
 * public entry as import path → its module (src/<module>.ts, built to dist/<module>.js); when an
 * entry is added (e.g. '@cadenza/sdk/rules': 'rules', '@cadenza/sdk/store': 'store/index'), one
 * line here makes both measure it.
 */
export const SDK_ENTRIES = {
  '@cadenza/sdk': 'index',
  '@cadenza/sdk/contract': 'contract',
  '@cadenza/sdk/rules': 'rules',
  '@cadenza/sdk/store': 'store/index',
  '@cadenza/sdk/react': 'react/index',
} as const;

export type SdkEntry = keyof typeof SDK_ENTRIES;

/** The entry whose own code has the root budget. */
export const ROOT_ENTRY: SdkEntry = '@cadenza/sdk';

/**
 * The rules-only import: what a server or a frontend that only applies the create form's rules
 * keeps from the SDK, i.e. a module that imports one rule by name, bundled with tree-shaking
 * (the store, the client and the schemas must fall away). Measured from the root entry until a
 * rules entry exists; then point it at that entry.
 */
export const RULES_ONLY_IMPORT: { readonly entry: SdkEntry; readonly names: readonly string[] } = {
  entry: '@cadenza/sdk',
  names: ['validateCreateForm'],
};

/** Left out of "own code": the SDK's dependencies, and the root as imported by other entries. */
export const SDK_DEPENDENCIES = [
  'zod',
  'zod/mini',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  'react',
  ...Object.keys(SDK_ENTRIES),
];

/** Where the entries' modules are read from: the sources (fast, for the test) or the build. */
export type Layout = 'src' | 'dist';

const modulePath = (entry: SdkEntry, layout: Layout): string =>
  layout === 'src' ? `./src/${SDK_ENTRIES[entry]}` : `./dist/${SDK_ENTRIES[entry]}.js`;

/** A consumer module importing everything an entry exports. */
export const wholeEntry = (entry: SdkEntry, layout: Layout): string =>
  `export * from '${modulePath(entry, layout)}';`;

/** A consumer module importing only the named exports of an entry. */
export const namedImports = (
  { entry, names }: { readonly entry: SdkEntry; readonly names: readonly string[] },
  layout: Layout,
): string => `export { ${names.join(', ')} } from '${modulePath(entry, layout)}';`;
