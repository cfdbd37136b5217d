import { join } from 'node:path'

/** The repository root. */
export const repoRoot = join(import.meta.dirname, '..', '..')

/**
 * The publishable packages, in build order: a package comes after the workspace packages it imports, because
 * its build reads their declarations from dist/.
 */
export const publishablePackages = [
  'protocol',
  'wallet-engine',
  'core',
  'evm',
  'solana',
  'bitcoin',
  'wagmi',
  'react',
  'testing',
  'embedded-wallet',
] as const

export type PublishablePackage = (typeof publishablePackages)[number]

/**
 * What a package builds besides tsc's dist/: npm scripts of its own, run in its folder after tsc (which starts
 * from an empty dist/), and the files they must leave in the package. The embedded wallet ships its secure
 * site, built with Vite to dist/frame/, for the cloud to serve on its own origin.
 */
export const extraBuilds: Partial<Record<PublishablePackage, { scripts: string[]; files: string[] }>> = {
  'embedded-wallet': {
    scripts: ['build:frame'],
    files: ['dist/frame/index.html', 'dist/frame/social-callback.html'],
  },
}

/** Where the packed tarballs and the staged package folders go (ignored by git). */
export const packDir = join(repoRoot, '.pack')
