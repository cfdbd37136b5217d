import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import type { KnipConfiguration as KnipConfig } from 'knip'
import { workspaceFolders } from './circles.ts'

interface Manifest {
  exports?: Record<string, string | Record<string, string>>
}

/**
 * A workspace's `airlock-source` exports as knip `paths`: knip resolves a package's imports through its
 * `import` condition, dist/, which a fresh checkout does not have, while this repository resolves them to
 * source (tsconfig's customConditions); the aliases make knip follow the same files.
 */
function sourcePaths(root: string, folders: readonly string[], from: string): Record<string, string[]> {
  const paths: Record<string, string[]> = {}
  for (const folder of folders) {
    const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as Manifest & {
      name: string
    }
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const file = typeof target === 'object' ? target['airlock-source'] : undefined
      if (file === undefined) continue
      const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`
      paths[specifier] = [relative(join(root, from), join(root, folder, file))]
    }
  }
  return paths
}

/** The module scripts of the HTML pages under `folder` (Vite builds a page from them), from the folder. */
function pageScripts(root: string, folder: string): string[] {
  const found: string[] = []
  const walk = (directory: string) => {
    for (const entry of readdirSync(join(root, directory), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue
      const path = join(directory, entry.name)
      if (entry.isDirectory()) walk(path)
      // A page beside a vite.config is read by knip's own Vite plugin.
      else if (entry.name.endsWith('.html') && !existsSync(join(root, directory, 'vite.config.ts'))) {
        const html = readFileSync(join(root, path), 'utf8')
        for (const [, src] of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) {
          if (src === undefined || /^[a-z]+:|^\/\//.test(src)) continue
          const file = src.startsWith('/') ? join(directory, src) : join(dirname(path), src)
          if (existsSync(join(root, file))) found.push(relative(join(root, folder), file))
        }
      }
    }
  }
  walk(folder)
  return found
}

/**
 * The knip configuration of the repository at `root` (knip.ts at the root passes its own folder; the test passes
 * a scratch one): unused files, exports, types, dependencies and duplicate exports over every workspace. The
 * workspaces, their entries and their source aliases are read from the package.json files, so a new package is
 * covered as it is added.
 */
export function knipConfig(root: string): KnipConfig {
  const folders = workspaceFolders(root)
  const packages = folders.filter((folder) => folder.startsWith('packages/'))

  const workspaces: NonNullable<KnipConfig['workspaces']> = {
    '.': {
      // Run by npm scripts, by scripts/test.ts and by one another (bench/relay-load.ts forks its two halves).
      entry: ['scripts/**/*.ts', 'bench/*.ts', 'bench/relay/{clients,cloud}.ts'],
      // bench/kits/apps are the compared kits' apps, installed and built on their own (`npm run bench`).
      project: ['scripts/**/*.ts', 'bench/**/*.ts', '!bench/kits/apps/**'],
      paths: sourcePaths(root, packages, '.'),
      ignoreDependencies: [
        // Run by their path in node_modules/.bin, which knip does not read: attw by scripts/pack.ts, dpdm by
        // scripts/checks/circles.ts.
        '@arethetypeswrong/cli',
        'dpdm',
        // Imported by no root file: the consumer apps install offline from npm's cache, which this install
        // fills (scripts/pack/consumerLocks.test.ts).
        '@tanstack/react-query',
        'next',
        'wagmi',
      ],
    },
  }
  for (const folder of folders) {
    workspaces[folder] = {
      entry: pageScripts(root, folder),
      project: ['**/*.{ts,tsx}'],
      paths: sourcePaths(root, packages, folder),
    }
  }
  // The ERC-4337 contracts package is read as files: Solidity imports (services/devnet/contracts) and compiled
  // artifacts loaded by a computed path (services/cloud/src/bundler/testAccount.ts).
  for (const folder of ['services/cloud', 'services/devnet']) {
    const workspace = workspaces[folder]
    if (workspace !== undefined) workspace.ignoreDependencies = ['@account-abstraction/contracts']
  }
  // The React package's Chromium tests bundle this file as their `vitest` (runInChromium.ts's alias): its
  // exports are imported by the test files under that name, which knip cannot follow.
  const react = workspaces['packages/react']
  if (react !== undefined)
    react.ignoreIssues = { 'src/test/browser/vitestInPage.ts': ['exports', 'duplicates'] }
  const extraEntries: Record<string, string[]> = {
    // Each docs page includes its examples by path (`<<< @/../src/examples/…`); tsc checks them.
    'apps/docs': ['src/examples/**/*.{ts,tsx}'],
    // Every browser test; prepare.ts is run by scripts/test.ts.
    e2e: ['**/*.test.ts', 'consumers/prepare.ts'],
  }
  for (const [folder, entries] of Object.entries(extraEntries)) {
    const workspace = workspaces[folder]
    if (workspace !== undefined) workspace.entry = [...[workspace.entry ?? []].flat(), ...entries]
  }

  const config: KnipConfig = {
    workspaces,
    // An export used only in its own file is an unneeded `export` keyword, not dead code: that is left to review.
    ignoreExportsUsedInFile: true,
    // Built output, which knip would otherwise reach through a package's `types` and `import` exports.
    ignore: ['**/dist/**'],
    // Debian's, installed by scripts/debianTool.ts when a server the tests start is missing.
    ignoreBinaries: ['apt-get'],
  }

  return config
}
