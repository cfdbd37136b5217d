import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// Three projects: fast unit tests beside the code, type tests of the public API (`*.test-d.ts`, checked by
// tsc), and browser tests in e2e/ that start the devnet, build the demo and drive Debian's Chromium through
// playwright-core.
// All three resolve the workspace's packages from source (their `airlock-source` export), not their built
// dist/ (the type tests through tsconfig's `customConditions`).

/**
 * Every `airlock-source` export of the workspace's packages as an exact alias to its file. Vitest's global
 * setups resolve without the configured conditions, and aliases apply everywhere.
 */
function sourceAliases() {
  const packages = join(import.meta.dirname, 'packages')
  return readdirSync(packages).flatMap((folder) => {
    const manifest = JSON.parse(readFileSync(join(packages, folder, 'package.json'), 'utf8')) as {
      name: string
      exports?: Record<string, string | Record<string, string>>
    }
    return Object.entries(manifest.exports ?? {}).flatMap(([subpath, target]) => {
      const file = typeof target === 'object' ? target['airlock-source'] : undefined
      if (!file) return []
      const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`
      // A subpath pattern ('./locales/*') matches one segment and puts it where the target has its '*'.
      const escaped = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace('\\*', '([^/]+)')
      return [
        { find: new RegExp(`^${escaped}$`), replacement: join(packages, folder, file).replace('*', '$1') },
      ]
    })
  })
}

const source = {
  resolve: { alias: sourceAliases(), conditions: ['airlock-source', ...defaultClientConditions] },
  ssr: {
    resolve: {
      // Vitest's own default leaves out 'module' (it also hands these to Node as --conditions, and packages'
      // "module" builds are for bundlers: @walletconnect/pay's imports 'brotli/decompress' without extension).
      conditions: [
        'airlock-source',
        ...defaultServerConditions.filter((condition) => condition !== 'module'),
      ],
      externalConditions: ['airlock-source'],
    },
  },
}

export default defineConfig({
  // At the root too: global setups (the e2e cloud and devnet) load through the root's resolver.
  ...source,
  test: {
    projects: [
      {
        ...source,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Two at a time on a 2-core machine: many files wait on servers, timers or child processes.
          maxWorkers: 2,
          // A worker runs its files one after another in one module graph instead of re-importing viem,
          // Fastify and PGlite per file (a third of the unit run's time). Each file cleans up what it starts.
          isolate: false,
          sequence: { groupOrder: 0 },
          globalSetup: [
            'services/cloud/src/test/postgresServer.globalSetup.ts',
            'services/cloud/src/test/pgliteDump.globalSetup.ts',
            'packages/testing/src/test/bitcoinChain.globalSetup.ts',
          ],
          setupFiles: ['packages/testing/src/test/fuzz.setup.ts'],
        },
      },
      {
        test: {
          name: 'types',
          // The public types, pinned by `*.test-d.ts` beside the code. Nothing runs: tsc checks these files
          // (and what they import) through their own tsconfig, and a failing assertion is a failed test.
          typecheck: {
            enabled: true,
            only: true,
            include: ['packages/*/src/**/*.test-d.ts'],
            tsconfig: 'tsconfig.typetests.json',
          },
          sequence: { groupOrder: 0 },
        },
      },
      {
        ...source,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          // A poll waits for what the visitor would see; 1 s (the default) is too short for a connect on a
          // loaded 2-core machine. A poll that never succeeds still fails.
          expect: { poll: { timeout: 15_000 } },
          // After the unit files: a browser, the devnet and the cloud want the machine to themselves.
          sequence: { groupOrder: 1 },
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
})
