import type { PackageManifest } from './manifest.ts'

/**
 * `@airlock/<name>` and `@airlock/<name>/<entry>` anywhere in a README: prose, code spans, code blocks, links.
 * A path segment may hold dots (`package.json`) but not end in one, so a full stop after a name is not taken.
 */
const AIRLOCK_NAME = /@airlock\/([a-z0-9][a-z0-9-]*)((?:\/[\w-]+(?:\.[\w-]+)*)*)/g

/** Whether `subpath` ('./locales/ja') is an export of `manifest`, patterns ('./locales/*') included. */
function exportsSubpath(manifest: PackageManifest, subpath: string): boolean {
  return Object.keys(manifest.exports ?? {}).some((key) => {
    const star = key.indexOf('*')
    if (star < 0) return key === subpath
    const [before, after] = [key.slice(0, star), key.slice(star + 1)]
    return subpath.startsWith(before) && subpath.endsWith(after) && subpath.length > key.length - 1
  })
}

/**
 * The rule: a published README may only send its reader to what they can install. Every `@airlock/<name>` it
 * names must be a package `npm run pack` publishes (not the private devnet, cloud, demo or wallet), and every
 * `@airlock/<name>/<entry>` must be an entry point that package exports. Returns one message per offending name,
 * each name once, in the order they first appear.
 *
 * @example
 * readmePackageNames("import { startDevnet } from '@airlock/devnet'", published)
 * // ['names @airlock/devnet, which is not a published package']
 */
export function readmePackageNames(
  readme: string,
  published: ReadonlyMap<string, PackageManifest>,
): string[] {
  const problems = new Set<string>()
  for (const [whole, name, subpath] of readme.matchAll(AIRLOCK_NAME)) {
    const manifest = published.get(`@airlock/${name}`)
    if (!manifest) problems.add(`names @airlock/${name}, which is not a published package`)
    else if (subpath && !exportsSubpath(manifest, `.${subpath}`))
      problems.add(`names ${whole}, which ${manifest.name} does not export`)
  }
  return [...problems]
}
