import { installedUnasked, type PackageManifest } from './manifest.ts'

/**
 * What a dapp's `npm install` of `published` would fetch but can never get: a dependency, optional dependency or
 * required peer dependency on a workspace package that is not packed (the devnet, the cloud, the demo: private,
 * never on a registry), so the install fails. devDependencies are not published; an optional peer is only
 * installed by a dapp that chooses to. Returns one message per such dependency, naming both packages.
 *
 * @example
 * privateDependencies({ name: '@airlock/testing', version: '1', dependencies: { '@airlock/devnet': '1' } },
 *   { workspace: new Set(['@airlock/devnet', '@airlock/testing']), published: new Set(['@airlock/testing']) })
 * // ['@airlock/testing depends on @airlock/devnet (dependencies), a workspace package that is never published']
 */
export function privateDependencies(
  published: PackageManifest,
  packages: { workspace: ReadonlySet<string>; published: ReadonlySet<string> },
): string[] {
  return Object.entries(installedUnasked(published)).flatMap(([field, names]) =>
    names
      .filter((name) => packages.workspace.has(name) && !packages.published.has(name))
      .map(
        (name) =>
          `${published.name} depends on ${name} (${field}), a workspace package that is never published`,
      ),
  )
}
