import { type Devnet, startDevnet, testAccounts } from '@airlock/devnet'
import { devnetTokens } from '@airlock/devnet/contracts'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestWallet, type TestWalletOptions } from './wallet.ts'

let devnet: Devnet
let client: PublicClient

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  client = createPublicClient({ transport: http(devnet.rpcUrl) })
})
afterAll(() => devnet?.stop())

const [alice, bob] = testAccounts as [(typeof testAccounts)[0], (typeof testAccounts)[0]]

function wallet(overrides: Partial<TestWalletOptions> = {}) {
  return createTestWallet({
    privateKeys: [alice.privateKey, bob.privateKey],
    chains: [
      { id: 31337, name: 'Airlock Devnet', rpcUrl: devnet.rpcUrl },
      { id: 1, name: 'Ethereum' },
    ],
    ...overrides,
  })
}

async function connected(overrides: Partial<TestWalletOptions> = {}) {
  const w = wallet(overrides)
  await w.request({ method: 'eth_requestAccounts' })
  return w
}

/** Collects every event the wallet emits, in order. */
function record(w: ReturnType<typeof wallet>) {
  const seen: [string, unknown][] = []
  for (const event of ['connect', 'disconnect', 'accountsChanged', 'chainChanged'] as const) {
    w.on(event, (payload) => seen.push([event, payload]))
  }
  return seen
}

const usdc = devnetTokens.usdc.address as Address

describe('transactions on the devnet', () => {
  it('signs and sends eth_sendTransaction, moving ETH', async () => {
    const w = await connected()
    const recipient = testAccounts[6]!.address
    const before = await client.getBalance({ address: recipient })
    const hash = (await w.request({
      method: 'eth_sendTransaction',
      params: [{ from: alice.address, to: recipient, value: `0x${parseEther('1.5').toString(16)}` }],
    })) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(alice.address.toLowerCase())
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('1.5'))
  })

  it('sends an ERC20 transfer given as encoded data, moving USDC', async () => {
    const w = await connected()
    const recipient = testAccounts[7]!.address
    const balanceOf = (address: Address) =>
      client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    const [senderBefore, recipientBefore] = [await balanceOf(bob.address), await balanceOf(recipient)]
    const amount = parseUnits('25.5', 6)
    await w.selectAccount(1)
    const hash = (await w.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: bob.address,
          to: usdc,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
        },
      ],
    })) as Hex
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await balanceOf(bob.address)).toBe(senderBefore - amount)
    expect(await balanceOf(recipient)).toBe(recipientBefore + amount)
  })

  it('sends concurrent transactions with distinct nonces', async () => {
    const w = await connected()
    const send = () =>
      w.request({
        method: 'eth_sendTransaction',
        params: [{ from: alice.address, to: testAccounts[8]!.address, value: '0x1' }],
      }) as Promise<Hex>
    const hashes = await Promise.all([send(), send(), send()])
    const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash })))
    expect(receipts.every((receipt) => receipt.status === 'success')).toBe(true)
    expect(new Set(hashes).size).toBe(3)
  })

  it('passes the node’s error on when a transaction would revert', async () => {
    const w = await connected()
    const tooMuch = parseUnits('1000000000', 6)
    const error = await w
      .request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: alice.address,
            to: usdc,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [bob.address, tooMuch],
            }),
          },
        ],
      })
      .catch((e: unknown) => e)
    // Hardhat's own words, so a dapp's error parser can recognise the revert.
    expect(error).toMatchObject({ code: -32603, message: expect.stringContaining('reverted') })
  })

  it('forwards reads to the current chain’s node', async () => {
    const w = wallet()
    expect(await w.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await w.request({ method: 'net_version' })).toBe('31337')
    expect(await w.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)
    const balance = (await w.request({ method: 'eth_getBalance', params: [bob.address, 'latest'] })) as Hex
    expect(BigInt(balance)).toBe(await client.getBalance({ address: bob.address }))
    const decimals = await w.request({
      method: 'eth_call',
      params: [{ to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }) }, 'latest'],
    })
    expect(BigInt(decimals as Hex)).toBe(6n)
  })
})

describe('chains', () => {
  it('switching to an unknown chain fails with 4902', async () => {
    const w = await connected()
    await expect(
      w.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xaa36a7' }] }),
    ).rejects.toMatchObject({
      code: 4902,
      message: 'Unrecognized chain ID "0xaa36a7". Try adding the chain using wallet_addEthereumChain first.',
    })
  })

  it('adds a chain, then switches to it and emits chainChanged', async () => {
    const w = await connected()
    const events = record(w)
    const added = await w.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0xaa36a7',
          chainName: 'Sepolia',
          rpcUrls: ['https://rpc.sepolia.example'],
          nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    expect(added).toBeNull()
    expect(w.chainId).toBe(31337)
    expect(w.chains.find((chain) => chain.id === 11155111)?.rpcUrl).toBe('https://rpc.sepolia.example')
    await w.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xaa36a7' }] })
    expect(await w.request({ method: 'eth_chainId' })).toBe('0xaa36a7')
    expect(events).toEqual([['chainChanged', '0xaa36a7']])

    // Its rpc url is public, so the wallet never calls it.
    await expect(w.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4901 })
  })

  it('answers reads with 4901 on a chain without a loopback rpc url', async () => {
    const w = wallet({ chainId: 1 })
    await expect(
      w.request({ method: 'eth_getBalance', params: [alice.address, 'latest'] }),
    ).rejects.toMatchObject({
      code: 4901,
      message: 'The provider is disconnected from the specified chain.',
    })
    // Chain facts the wallet knows itself still work.
    expect(await w.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('never forwards to a non-loopback url, even one given in the options', async () => {
    const w = wallet({ chains: [{ id: 5, name: 'Elsewhere', rpcUrl: 'http://10.0.0.1:8545' }] })
    await expect(w.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4901 })
  })
})
