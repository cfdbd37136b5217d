import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getContractAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { compileContracts } from '../scripts/compile.ts'
import { DEVNET_DEPLOYER_ADDRESS, devnetContracts, devnetPairs, devnetTokens } from './addresses.ts'
import { devnetDeployer } from './deployer.ts'
import { deployments } from './deployments.ts'

describe('devnet addresses', () => {
  beforeAll(() => compileContracts())

  it('name the deployer the key derives', () => {
    expect(DEVNET_DEPLOYER_ADDRESS).toBe(devnetDeployer.address)
  })

  it('are where the deployer lands each deployment, at nonces 0, 1, …', () => {
    deployments.forEach((deployment, nonce) => {
      expect(deployment.address).toBe(
        getContractAddress({ from: devnetDeployer.address, nonce: BigInt(nonce) }),
      )
    })
    expect(deployments.map((deployment) => deployment.address)).toEqual([
      devnetTokens.usdc.address,
      devnetTokens.dai.address,
      devnetContracts.weth,
      devnetContracts.factory,
      devnetContracts.router,
      devnetContracts.nft,
      devnetContracts.spamNft,
      devnetContracts.farcasterIdRegistry,
      devnetContracts.ensRegistry,
      devnetContracts.offchainResolver,
      devnetContracts.universalResolver,
      devnetContracts.payments,
    ])
  })

  it('name the pairs the factory creates, at its nonces 1, 2 (a contract starts at nonce 1)', () => {
    const pairAt = (nonce: bigint) => getContractAddress({ from: devnetContracts.factory, nonce })
    expect(devnetPairs).toEqual({ wethUsdc: pairAt(1n), daiUsdc: pairAt(2n) })
  })

  it('are exported with the ABIs from the browser entry point', async () => {
    const contracts = await import('./contracts.ts')
    expect(contracts.devnetTokens).toBe(devnetTokens)
    expect(contracts.devnetContracts).toBe(devnetContracts)
    expect(contracts.devnetPairs).toBe(devnetPairs)
    expect(contracts.DEVNET_CHAIN_ID).toBe(31337)
    expect(contracts.AirlockERC20Abi.map((item) => ('name' in item ? item.name : item.type))).toEqual(
      expect.arrayContaining(['transfer', 'approve', 'transferFrom', 'mint', 'Transfer', 'Approval']),
    )
  })

  it('come from files that import nothing from Node, so browsers can load them', () => {
    const files = ['src/contracts.ts', 'src/addresses.ts', 'generated/contracts.ts']
    for (const file of files) {
      const text = readFileSync(join(import.meta.dirname, '..', file), 'utf8')
      const imports = [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1])
      expect(imports.every((specifier) => specifier?.startsWith('./') || specifier?.startsWith('../'))).toBe(
        true,
      )
    }
  })
})
