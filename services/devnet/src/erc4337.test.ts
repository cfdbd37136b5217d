import { createPublicClient, getContractAddress, http, isAddressEqual } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEVNET_BUNDLER_ADDRESS,
  DEVNET_PAYMASTER_DEPOSIT,
  DEVNET_PAYMASTER_SIGNER_ADDRESS,
  devnetErc4337,
} from './addresses.ts'
import { type Devnet, startDevnet } from './devnet.ts'
import {
  create2Address,
  ENTRY_POINT_V07_SALT,
  erc4337Create2Deployments,
  publishedArtifact,
} from './erc4337.ts'

describe('the devnet ERC-4337 addresses', () => {
  it('put EntryPoint v0.7 at its canonical address, as on every public chain', () => {
    expect(create2Address(publishedArtifact('EntryPoint').bytecode, ENTRY_POINT_V07_SALT)).toBe(
      '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
    )
  })

  it('are where the deterministic deployer lands each CREATE2 deployment', () => {
    for (const deployment of erc4337Create2Deployments) {
      expect(create2Address(deployment.initCode(), deployment.salt), deployment.name).toBe(deployment.address)
    }
  })

  it('put the paymaster at its signer’s nonce 0', () => {
    expect(getContractAddress({ from: DEVNET_PAYMASTER_SIGNER_ADDRESS, nonce: 0n })).toBe(
      devnetErc4337.verifyingPaymaster,
    )
  })
})

describe('the devnet ERC-4337 stack', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 })
  })
  afterAll(() => devnet?.stop())

  it('deploys every contract with code, the paymaster trusting the signer and funded at the EntryPoint', async () => {
    const client = createPublicClient({ chain: hardhat, transport: http(devnet.rpcUrl) })
    for (const address of Object.values(devnetErc4337)) {
      expect((await client.getCode({ address }))?.length ?? 0, address).toBeGreaterThan(2)
    }
    const paymaster = publishedArtifact('VerifyingPaymaster').abi
    const signer = await client.readContract({
      address: devnetErc4337.verifyingPaymaster,
      abi: paymaster,
      functionName: 'verifyingSigner',
    })
    expect(isAddressEqual(signer as `0x${string}`, DEVNET_PAYMASTER_SIGNER_ADDRESS)).toBe(true)
    const deposit = await client.readContract({
      address: devnetErc4337.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [devnetErc4337.verifyingPaymaster],
    })
    expect(deposit).toBe(DEVNET_PAYMASTER_DEPOSIT)
    expect(await client.getBalance({ address: DEVNET_BUNDLER_ADDRESS })).toBeGreaterThan(10n ** 21n)
  })
})
