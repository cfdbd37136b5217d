/** The export condition that points the workspace's own tools at a package's TypeScript source. */
export const SOURCE_CONDITION = 'airlock-source'

type ExportTarget = string | { [condition: string]: ExportTarget }

export interface PackageManifest {
  name: string
  version: string
  exports?: Record<string, ExportTarget>
  scripts?: Record<string, string>
  devDependencies?: Record<string, string>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  [field: string]: unknown
}

/**
 * What npm installs with `manifest` unasked, by field: its dependencies, optional dependencies and the peer
 * dependencies not marked optional (devDependencies are not published; an optional peer comes only when a dapp
 * adds it).
 *
 * @example
 * installedUnasked({ name: 'a', version: '1', peerDependencies: { b: '1' } }) // { dependencies: [], optionalDependencies: [], peerDependencies: ['b'] }
 */
export function installedUnasked(manifest: PackageManifest): Record<string, string[]> {
  const optionalPeers = (manifest.peerDependenciesMeta ?? {}) as Record<string, { optional?: boolean }>
  return {
    dependencies: Object.keys(manifest.dependencies ?? {}),
    optionalDependencies: Object.keys((manifest.optionalDependencies ?? {}) as Record<string, string>),
    peerDependencies: Object.keys(manifest.peerDependencies ?? {}).filter(
      (name) => optionalPeers[name]?.optional !== true,
    ),
  }
}

function withoutSourceCondition(target: ExportTarget): ExportTarget | undefined {
  if (typeof target === 'string') return target
  const kept = Object.entries(target).flatMap(([condition, value]) => {
    if (condition === SOURCE_CONDITION) return []
    const inner = withoutSourceCondition(value)
    return inner === undefined ? [] : [[condition, inner] as const]
  })
  return kept.length === 0 ? undefined : Object.fromEntries(kept)
}

/**
 * The package.json that goes into the tarball: the workspace-only parts removed. The `airlock-source`
 * condition (and any export that only had it, such as test helpers) points at src/, which is not published;
 * scripts and devDependencies mean nothing to a consumer.
 */
export function publishedManifest(manifest: PackageManifest): PackageManifest {
  const { scripts: _scripts, devDependencies: _dev, exports, ...rest } = manifest
  if (!exports) return rest
  const published = Object.entries(exports).flatMap(([subpath, target]) => {
    const kept = withoutSourceCondition(target)
    return kept === undefined ? [] : [[subpath, kept] as const]
  })
  return { ...rest, exports: Object.fromEntries(published) }
}

/** Every path a manifest's exports point at, for checking they exist in the staged package. */
export function exportedPaths(manifest: PackageManifest): string[] {
  const paths: string[] = []
  const walk = (target: ExportTarget) => {
    if (typeof target === 'string') paths.push(target)
    else for (const value of Object.values(target)) walk(value)
  }
  for (const target of Object.values(manifest.exports ?? {})) walk(target)
  return paths
}

/**
 * The files a subpath pattern's target matches in `files` (paths relative to the package, './' first), with the
 * subpath each stands for: './locales/*' → './dist/i18n/locales/*.js' gives ['./locales/es', './dist/…/es.js'], …
 * A target without '*' is itself.
 */
export function expandPattern(
  subpath: string,
  target: string,
  files: readonly string[],
): { subpath: string; file: string }[] {
  const star = target.indexOf('*')
  if (star < 0) return [{ subpath, file: target }]
  const [before, after] = [target.slice(0, star), target.slice(star + 1)]
  return files
    .filter(
      (file) => file.startsWith(before) && file.endsWith(after) && file.length > before.length + after.length,
    )
    .map((file) => file.slice(before.length, file.length - after.length))
    .filter((part) => !part.includes('/'))
    .map((part) => ({ subpath: subpath.replace('*', part), file: `${before}${part}${after}` }))
}
