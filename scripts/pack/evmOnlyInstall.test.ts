import { describe, expect, it } from 'vitest'
import { CHAIN_ROLE_LIBRARIES, evmOnlyInstall } from './evmOnlyInstall.ts'
import { publishedManifests } from './workspace.ts'

describe('evmOnlyInstall', () => {
  it('names a Solana or Bitcoin library an EVM-only install of @airlock/testing would pull', () => {
    expect(
      evmOnlyInstall({
        name: '@airlock/testing',
        version: '1.0.0',
        dependencies: { '@solana/kit': '^8', ws: '^8' },
        optionalDependencies: { '@airlock/solana': '0.1.0' },
        peerDependencies: { '@scure/btc-signer': '^2', '@airlock/bitcoin': '0.1.0' },
        peerDependenciesMeta: { '@airlock/bitcoin': { optional: true } },
      }),
    ).toEqual([
      '@airlock/testing requires @solana/kit (dependencies), which only its Solana or Bitcoin role uses: an EVM-only dapp would install it; declare it an optional peer dependency',
      '@airlock/testing requires @airlock/solana (optionalDependencies), which only its Solana or Bitcoin role uses: an EVM-only dapp would install it; declare it an optional peer dependency',
      '@airlock/testing requires @scure/btc-signer (peerDependencies), which only its Solana or Bitcoin role uses: an EVM-only dapp would install it; declare it an optional peer dependency',
    ])
  })

  it('takes them as optional peers, and leaves other packages alone', () => {
    const optional = Object.fromEntries(CHAIN_ROLE_LIBRARIES.map((name) => [name, { optional: true }]))
    const peers = Object.fromEntries(CHAIN_ROLE_LIBRARIES.map((name) => [name, '*']))
    expect(
      evmOnlyInstall({
        name: '@airlock/testing',
        version: '1.0.0',
        peerDependencies: peers,
        peerDependenciesMeta: optional,
      }),
    ).toEqual([])
    expect(evmOnlyInstall({ name: '@airlock/solana', version: '1.0.0', dependencies: peers })).toEqual([])
  })

  it('holds for the @airlock/testing npm run pack publishes', () => {
    expect(evmOnlyInstall(publishedManifests().get('@airlock/testing')!)).toEqual([])
  })
})
