import { installedUnasked, type PackageManifest } from './manifest.ts'

/**
 * The libraries of @airlock/testing's Solana and Bitcoin roles (`@airlock/testing/solana`,
 * `@airlock/testing/bitcoin`). A dapp that tests only EVM wallets imports neither role, so an install of
 * @airlock/testing must not fetch them: they are optional peer dependencies a dapp adds when it uses a role.
 */
export const CHAIN_ROLE_LIBRARIES = [
  '@solana/kit',
  '@scure/btc-signer',
  '@airlock/bitcoin',
  '@airlock/solana',
]

/**
 * The rule: the published @airlock/testing lists no chain-role library where npm installs it unasked (in
 * `dependencies`, `optionalDependencies`, or as a peer dependency not marked optional). Returns one message per
 * such library; other packages are not concerned.
 *
 * @example
 * evmOnlyInstall({ name: '@airlock/testing', version: '1', dependencies: { '@solana/kit': '^8' } })
 * // ['@airlock/testing requires @solana/kit (dependencies), which only its Solana or Bitcoin role uses: …']
 */
export function evmOnlyInstall(published: PackageManifest): string[] {
  if (published.name !== '@airlock/testing') return []
  return Object.entries(installedUnasked(published)).flatMap(([field, names]) =>
    names
      .filter((name) => CHAIN_ROLE_LIBRARIES.includes(name))
      .map(
        (name) =>
          `${published.name} requires ${name} (${field}), which only its Solana or Bitcoin role uses: an EVM-only dapp would install it; declare it an optional peer dependency`,
      ),
  )
}
