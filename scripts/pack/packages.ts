import { join } from 'node:path'

/** The repository root. */
export const repoRoot = join(import.meta.dirname, '..', '..')

/**
 * The publishable packages, in build order: a package comes after the workspace packages it imports, because
 * its build reads their declarations from dist/.
 */
export const publishablePackages = ['protocol', 'core', 'evm', 'wagmi', 'react', 'testing'] as const

export type PublishablePackage = (typeof publishablePackages)[number]

/** Where the packed tarballs and the staged package folders go (ignored by git). */
export const packDir = join(repoRoot, '.pack')
