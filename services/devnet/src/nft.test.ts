import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Generated from '../generated/contracts.ts'
import { testAccounts } from './accounts.ts'
import { devnetContracts, devnetTokens } from './addresses.ts'
import { devnetDeployer } from './deployer.ts'
import { type Devnet, startDevnet } from './devnet.ts'
import {
  DEVNET_NFT_NAME,
  DEVNET_NFT_SYMBOL,
  DEVNET_SPAM_NFT_NAME,
  DEVNET_SPAM_NFT_SYMBOL,
  devnetSpamNftHolders,
} from './nfts.ts'
import { devnetClients, revertOf } from './testing.ts'

const nft = devnetContracts.nft
const [alice, bob, carol] = [testAccounts[0]!, testAccounts[1]!, testAccounts[2]!]

describe('the devnet NFT', () => {
  let devnet: Devnet
  // Loaded once startDevnet has compiled the contracts, so the tests run on a fresh checkout too.
  let abi: typeof Generated.AirlockNFTAbi
  let clients: ReturnType<typeof devnetClients>

  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 })
    abi = (await import('../generated/contracts.ts')).AirlockNFTAbi
    clients = devnetClients(devnet.rpcUrl)
  })
  afterAll(() => devnet?.stop())

  const ownerOf = (tokenId: bigint) =>
    clients.client.readContract({ address: nft, abi, functionName: 'ownerOf', args: [tokenId] })
  const balanceOf = (holder: Address) =>
    clients.client.readContract({ address: nft, abi, functionName: 'balanceOf', args: [holder] })

  it('gives tokens 1–3 to test account 0 and 4–5 to test account 1', async () => {
    expect(await Promise.all([1n, 2n, 3n, 4n, 5n].map(ownerOf))).toEqual([
      alice.address,
      alice.address,
      alice.address,
      bob.address,
      bob.address,
    ])
    expect(await balanceOf(alice.address)).toBe(3n)
    expect(await balanceOf(bob.address)).toBe(2n)
    expect(await revertOf(ownerOf(6n))).toEqual({ name: 'NonexistentToken', args: [6n] })
  })

  it('describes itself as ERC-721 with metadata', async () => {
    const { client } = clients
    expect(await client.readContract({ address: nft, abi, functionName: 'name' })).toBe(DEVNET_NFT_NAME)
    expect(await client.readContract({ address: nft, abi, functionName: 'symbol' })).toBe(DEVNET_NFT_SYMBOL)
    expect(await client.readContract({ address: nft, abi, functionName: 'owner' })).toBe(
      devnetDeployer.address,
    )
    const supports = (id: `0x${string}`) =>
      client.readContract({ address: nft, abi, functionName: 'supportsInterface', args: [id] })
    expect(await supports('0x01ffc9a7')).toBe(true)
    expect(await supports('0x80ac58cd')).toBe(true)
    expect(await supports('0x5b5e139f')).toBe(true)
    expect(await supports('0xffffffff')).toBe(false)

    const uri = await client.readContract({ address: nft, abi, functionName: 'tokenURI', args: [4n] })
    const prefix = 'data:application/json;base64,'
    expect(uri.startsWith(prefix)).toBe(true)
    expect(JSON.parse(Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8'))).toEqual({
      name: 'Airlock Explorers #4',
      description: 'Test NFT #4 on the Airlock devnet.',
    })
  })

  it('moves a token with transferFrom and with an operator’s safeTransferFrom', async () => {
    const { client, walletOf, mined } = clients
    const { receipt } = await mined(
      walletOf(alice).writeContract({
        address: nft,
        abi,
        functionName: 'transferFrom',
        args: [alice.address, carol.address, 1n],
      }),
    )
    expect(await ownerOf(1n)).toBe(carol.address)
    expect(await balanceOf(alice.address)).toBe(2n)
    expect(await balanceOf(carol.address)).toBe(1n)
    const [transfer] = await client.getContractEvents({
      address: nft,
      abi,
      eventName: 'Transfer',
      blockHash: receipt.blockHash,
    })
    expect(transfer?.args).toEqual({ from: alice.address, to: carol.address, tokenId: 1n })

    // Bob may not move Alice's token until she makes him her operator.
    const bobMoves = (tokenId: bigint) =>
      walletOf(bob).writeContract({
        address: nft,
        abi,
        functionName: 'safeTransferFrom',
        args: [alice.address, bob.address, tokenId],
      })
    expect(await revertOf(bobMoves(2n))).toEqual({ name: 'NotAuthorized', args: [bob.address, 2n] })
    await mined(
      walletOf(alice).writeContract({
        address: nft,
        abi,
        functionName: 'setApprovalForAll',
        args: [bob.address, true],
      }),
    )
    expect(
      await client.readContract({
        address: nft,
        abi,
        functionName: 'isApprovedForAll',
        args: [alice.address, bob.address],
      }),
    ).toBe(true)
    await mined(bobMoves(2n))
    expect(await ownerOf(2n)).toBe(bob.address)
  })

  it('clears a single-token approval once the token moves', async () => {
    const { client, walletOf, mined } = clients
    const getApproved = () =>
      client.readContract({ address: nft, abi, functionName: 'getApproved', args: [5n] })
    await mined(
      walletOf(bob).writeContract({ address: nft, abi, functionName: 'approve', args: [carol.address, 5n] }),
    )
    expect(await getApproved()).toBe(carol.address)
    await mined(
      walletOf(carol).writeContract({
        address: nft,
        abi,
        functionName: 'transferFrom',
        args: [bob.address, carol.address, 5n],
      }),
    )
    expect(await ownerOf(5n)).toBe(carol.address)
    expect(await getApproved()).toBe('0x0000000000000000000000000000000000000000')
  })

  it('refuses a safe transfer to a contract that cannot receive NFTs', async () => {
    // The USDC contract has no onERC721Received: the token would be stuck there.
    const attempt = clients.walletOf(alice).writeContract({
      address: nft,
      abi,
      functionName: 'safeTransferFrom',
      args: [alice.address, devnetTokens.usdc.address, 3n, '0x'],
    })
    expect(await revertOf(attempt)).toEqual({ name: 'InvalidReceiver', args: [devnetTokens.usdc.address] })
    expect(await ownerOf(3n)).toBe(alice.address)
  })

  it('airdrops a second, spam collection to test accounts 0 and 1', async () => {
    const { client } = clients
    const spam = devnetContracts.spamNft
    const read = <const F extends 'name' | 'symbol' | 'owner'>(functionName: F) =>
      client.readContract({ address: spam, abi, functionName })
    expect([await read('name'), await read('symbol'), await read('owner')]).toEqual([
      DEVNET_SPAM_NFT_NAME,
      DEVNET_SPAM_NFT_SYMBOL,
      devnetDeployer.address,
    ])
    const owners = await Promise.all(
      devnetSpamNftHolders.map(({ tokenId }) =>
        client.readContract({ address: spam, abi, functionName: 'ownerOf', args: [tokenId] }),
      ),
    )
    expect(owners).toEqual(devnetSpamNftHolders.map(({ owner }) => owner))
    expect(new Set(owners)).toEqual(new Set([alice.address, bob.address]))
  })

  it('lets only the deployer mint', async () => {
    const attempt = clients.walletOf(alice).writeContract({
      address: nft,
      abi,
      functionName: 'mint',
      args: [alice.address, 99n],
    })
    expect(await revertOf(attempt)).toEqual({ name: 'NotOwner', args: [alice.address] })
  })
})
