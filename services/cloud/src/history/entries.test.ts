import type { Transaction } from '@airlock/core'
import {
  DEVNET_NFT_NAME,
  DEVNET_SPAM_NFT_NAME,
  devnetContracts,
  devnetNftHolders,
  devnetSpamNftHolders,
  devnetTokens,
  testAccounts,
} from '@airlock/devnet'
import { AirlockRouterAbi, AirlockWETHAbi } from '@airlock/devnet/contracts'
import {
  encodeFunctionData,
  formatEther,
  formatUnits,
  getAddress,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { erc20Call, signer, transferEmitterInitCode, waitForIndexed } from '../test/chainActivity.ts'
import { DEVNET, describeHistory, MIRROR } from './testkit.ts'

// What each kind of transaction shows as in an account's history.
describeHistory('account history', (kit) => {
  const { history, send, freshAccount, entryOf, tokenIcon } = kit

  it('shows a native send to the sender and to the recipient', async () => {
    const from = await freshAccount()
    const to = privateKeyToAccount(generatePrivateKey())
    const receipt = await send(from, { to: to.address, value: parseEther('1.5') })
    const block = await kit.chain.client.getBlock({ blockNumber: receipt.blockNumber })

    const sent = await history(from.address, { chainId: DEVNET })
    expect(sent.status).toBe(200)
    expect(sent.body.next).toBeNull()
    expect(sent.body.data).toHaveLength(2)
    const expected: Transaction = {
      id: `${DEVNET}:${receipt.transactionHash}`,
      metadata: {
        operationType: 'send',
        hash: receipt.transactionHash,
        minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
        sentFrom: from.address,
        sentTo: to.address,
        status: 'confirmed',
        nonce: 0,
        chain: DEVNET,
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '1.5' },
          fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: tokenIcon('ETH') } },
        },
      ],
    }
    expect(sent.body.data[0]).toEqual(expected)
    // The funding transfer is older, so second.
    expect(sent.body.data[1]!.metadata).toMatchObject({ operationType: 'receive', sentTo: from.address })
    expect(sent.body.data[1]!.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '10' } }),
    ])

    const received = await history(to.address.toLowerCase(), { chainId: DEVNET })
    expect(received.body.data).toEqual([
      {
        ...expected,
        metadata: { ...expected.metadata, operationType: 'receive' },
        transfers: [{ ...expected.transfers[0]!, direction: 'in' }],
      },
    ])
  })

  it('shows an ERC-20 transfer in whole tokens, with the token read from the chain', async () => {
    const from = signer(1)
    const to = privateKeyToAccount(generatePrivateKey())
    const receipt = await send(from, {
      to: devnetTokens.usdc.address,
      data: erc20Call.transfer(to.address, parseUnits('12.5', 6)),
    })
    const page = await history(from.address, { chainId: DEVNET })
    const entry = entryOf(page.body, receipt.transactionHash)
    expect(entry.metadata).toMatchObject({
      operationType: 'send',
      sentFrom: from.address,
      sentTo: getAddress(devnetTokens.usdc.address),
      status: 'confirmed',
    })
    expect(entry.transfers).toEqual([
      {
        direction: 'out',
        quantity: { numeric: '12.5' },
        fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: tokenIcon('USDC') } },
      },
    ])
    const received = await history(`${DEVNET}:${to.address}`)
    expect(received.body.data).toHaveLength(1)
    expect(received.body.data[0]).toMatchObject({
      metadata: { operationType: 'receive', hash: receipt.transactionHash, chain: DEVNET },
      transfers: [{ direction: 'in', quantity: { numeric: '12.5' } }],
    })
  })

  it("names the deployer's setup mints as mints", async () => {
    const page = await history(testAccounts[2]!.address, { chainId: DEVNET, limit: '100' })
    const mints = page.body.data.filter((tx) => tx.metadata.operationType === 'mint')
    const symbols = mints.flatMap((tx) => tx.transfers.map((transfer) => transfer.fungible_info?.symbol))
    expect(symbols).toEqual(expect.arrayContaining(['USDC', 'DAI']))
    for (const mint of mints) {
      expect(mint.transfers).toEqual([
        expect.objectContaining({ direction: 'in', quantity: { numeric: '10000' } }),
      ])
    }
  })

  it('shows an approval without transfers', async () => {
    const owner = signer(3)
    const receipt = await send(owner, {
      to: devnetTokens.usdc.address,
      data: erc20Call.approve(testAccounts[4]!.address, parseUnits('50', 6)),
    })
    const entry = entryOf((await history(owner.address, { chainId: DEVNET })).body, receipt.transactionHash)
    expect(entry.metadata).toMatchObject({ operationType: 'approve', status: 'confirmed' })
    // What was granted, read from the call: the token, its spender and the amount.
    expect(entry.metadata.approval).toMatchObject({
      token: { symbol: 'USDC', standard: 'erc20' },
      spender: { address: testAccounts[4]!.address },
      amount: { numeric: '50', unlimited: false },
    })
    expect(entry.transfers).toEqual([])
  })

  describe('swaps through the devnet router', () => {
    const usdc = devnetTokens.usdc.address
    const weth = devnetContracts.weth
    const NO_DEADLINE = 2n ** 40n
    const quote = async (amountIn: bigint, path: readonly `0x${string}`[]) => {
      const amounts = await kit.chain.client.readContract({
        address: devnetContracts.router,
        abi: AirlockRouterAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, path],
      })
      return amounts.at(-1)!
    }
    const eth = (amount: bigint, direction: 'in' | 'out') => ({
      direction,
      quantity: { numeric: formatEther(amount) },
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: tokenIcon('ETH') } },
    })
    const usd = (amount: bigint, direction: 'in' | 'out') => ({
      direction,
      quantity: { numeric: formatUnits(amount, 6) },
      fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: tokenIcon('USDC') } },
    })

    it('shows ETH -> USDC and USDC -> ETH each as one trade, with the ether the router pays out', async () => {
      const trader = await freshAccount()
      const ethIn = parseEther('0.5')
      const usdcOut = await quote(ethIn, [weth, usdc])
      const buy = await send(trader, {
        to: devnetContracts.router,
        value: ethIn,
        data: encodeFunctionData({
          abi: AirlockRouterAbi,
          functionName: 'swapExactETHForTokens',
          args: [usdcOut, [weth, usdc], trader.address, NO_DEADLINE],
        }),
      })
      expect(buy.status).toBe('success')

      const usdcIn = usdcOut / 2n
      await send(trader, { to: usdc, data: erc20Call.approve(devnetContracts.router, usdcIn) })
      const ethOut = await quote(usdcIn, [usdc, weth])
      const sell = await send(trader, {
        to: devnetContracts.router,
        data: encodeFunctionData({
          abi: AirlockRouterAbi,
          functionName: 'swapExactTokensForETH',
          args: [usdcIn, ethOut, [usdc, weth], trader.address, NO_DEADLINE],
        }),
      })
      expect(sell.status).toBe('success')

      const page = (await history(trader.address, { chainId: DEVNET })).body
      // The router's own wrapping (router -> WETH) and unwrapping (WETH -> router) are not the trader's.
      expect(entryOf(page, buy.transactionHash)).toMatchObject({
        metadata: { operationType: 'trade', sentTo: getAddress(devnetContracts.router) },
        transfers: [eth(ethIn, 'out'), usd(usdcOut, 'in')],
      })
      expect(entryOf(page, sell.transactionHash)).toMatchObject({
        metadata: { operationType: 'trade', sentTo: getAddress(devnetContracts.router) },
        transfers: [usd(usdcIn, 'out'), eth(ethOut, 'in')],
      })
      // Both chain ids index the same node: the mirror shows the same.
      const mirror = (await history(trader.address, { chainId: MIRROR })).body
      expect(entryOf(mirror, sell.transactionHash).transfers).toEqual(
        entryOf(page, sell.transactionHash).transfers,
      )
    })

    it('shows the ether WETH pays back when the account unwraps', async () => {
      const holder = await freshAccount()
      // Plain ether sent to WETH is wrapped (its receive()).
      await send(holder, { to: weth, value: parseEther('1') })
      const unwrap = await send(holder, {
        to: weth,
        data: encodeFunctionData({
          abi: AirlockWETHAbi,
          functionName: 'withdraw',
          args: [parseEther('0.4')],
        }),
      })
      expect(unwrap.status).toBe('success')
      const entry = entryOf((await history(holder.address, { chainId: DEVNET })).body, unwrap.transactionHash)
      expect(entry.metadata).toMatchObject({ operationType: 'receive', sentTo: getAddress(weth) })
      expect(entry.transfers).toEqual([eth(parseEther('0.4'), 'in')])
    })
  })

  it('shows a reverted transaction as failed, with nothing moved', async () => {
    const from = await freshAccount()
    // The fresh account holds no USDC: the transfer reverts on chain.
    const receipt = await send(from, {
      to: devnetTokens.usdc.address,
      data: erc20Call.transfer(testAccounts[5]!.address, 1n),
    })
    expect(receipt.status).toBe('reverted')
    const page = await history(from.address, { chainId: DEVNET })
    expect(page.body.data[0]).toMatchObject({
      metadata: { hash: receipt.transactionHash, status: 'failed', operationType: 'execute', nonce: 0 },
      transfers: [],
    })
  })

  it('names transfers from the zero address mints, for tokens whose metadata cannot be read', async () => {
    const holder = privateKeyToAccount(generatePrivateKey())
    // Contracts that emit Transfer only in their constructor keep no code: name() and symbol() fail.
    const fungible = await send(signer(6), {
      data: transferEmitterInitCode(zeroAddress, holder.address, { amount: 1234n }),
    })
    const nft = await send(signer(6), {
      data: transferEmitterInitCode(zeroAddress, holder.address, { tokenId: 7n }),
    })
    const page = await history(holder.address, { chainId: DEVNET })
    expect(page.body.data.map((tx) => tx.metadata.hash)).toEqual([
      nft.transactionHash,
      fungible.transactionHash,
    ])
    const [nftEntry, fungibleEntry] = page.body.data
    expect(fungibleEntry).toMatchObject({
      metadata: {
        operationType: 'mint',
        sentTo: fungible.contractAddress && getAddress(fungible.contractAddress),
      },
      transfers: [
        {
          direction: 'in',
          // No decimals(): the raw amount.
          quantity: { numeric: '1234' },
          fungible_info: { name: 'Unknown', symbol: '???', icon: { url: tokenIcon('%3F%3F%3F') } },
        },
      ],
    })
    expect(nftEntry!.metadata.operationType).toBe('mint')
    expect(nftEntry!.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '1' },
        nft_info: {
          name: 'Unknown #7',
          content: {
            preview: {
              url: `${kit.cloud.url}/public/getAssetImage/nft-${nft.contractAddress!.toLowerCase()}-7`,
            },
          },
          flags: { is_spam: false },
        },
      },
    ])
  })

  it("flags NFTs of the chain's spam contracts: the devnet's airdrop, not its real collection", async () => {
    await Promise.all(
      [DEVNET, MIRROR].map(async (chainId) =>
        waitForIndexed(kit.cloud.db, chainId, await kit.chain.client.getBlockNumber({ cacheTime: 0 })),
      ),
    )
    const holder = testAccounts[1]!.address
    const nftsOf = async (chainId: string) =>
      (await history(holder, { chainId, limit: '100' })).body.data
        .flatMap((tx) => tx.transfers.flatMap((transfer) => (transfer.nft_info ? [transfer.nft_info] : [])))
        .map(({ name, flags }) => [name, flags.is_spam])
        .sort()
    const owned = (holders: typeof devnetNftHolders, name: string) =>
      holders.filter(({ owner }) => owner === holder).map(({ tokenId }) => `${name} #${tokenId}`)
    const real = owned(devnetNftHolders, DEVNET_NFT_NAME)
    const spam = owned(devnetSpamNftHolders, DEVNET_SPAM_NFT_NAME)
    expect(spam).not.toEqual([])
    expect(await nftsOf(DEVNET)).toEqual(
      [...real.map((name) => [name, false]), ...spam.map((name) => [name, true])].sort(),
    )
    // The mirror chain has no spam list: the same contract is not flagged there.
    expect(await nftsOf(MIRROR)).toEqual([...real, ...spam].map((name) => [name, false]).sort())
  })
})
