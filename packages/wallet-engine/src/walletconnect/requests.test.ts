import { type Devnet, startDevnet, testAccounts } from '@airlock/devnet'
import { devnetTokens } from '@airlock/devnet/contracts'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  decodeMessageText,
  describeWalletRequest,
  estimateTransaction,
  handleWalletRequest,
  needsApproval,
  toJsonRpcError,
  type WalletRequestContext,
} from './requests.ts'
import {
  approvedNamespacesFor,
  namespacesWithAccount,
  namespacesWithChain,
  sessionAddresses,
  sessionChains,
  verifyBadge,
} from './session.ts'

let devnet: Devnet
let client: PublicClient

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  client = createPublicClient({ transport: http(devnet.rpcUrl) })
})
afterAll(() => devnet?.stop())

const alice = privateKeyToAccount(testAccounts[0]!.privateKey)
const bob = privateKeyToAccount(testAccounts[1]!.privateKey)
const carol = privateKeyToAccount(testAccounts[2]!.privateKey)

const request = (method: string, params: unknown, overrides: Partial<WalletRequestContext> = {}) =>
  handleWalletRequest({
    method,
    params,
    accounts: [alice, bob],
    chainId: 31337,
    rpcUrl: devnet.rpcUrl,
    sessionChains: [31337, 1],
    ...overrides,
  })

const typedData = {
  domain: { name: 'Airlock', version: '1', chainId: 31337, verifyingContract: devnetTokens.usdc.address },
  types: {
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: bob.address, contents: 'Hello, Bob!' },
} as const

/** What a rejected handler answers the dapp with. */
async function answered(call: Promise<unknown>) {
  try {
    await call
  } catch (error) {
    return toJsonRpcError(error)
  }
  throw new Error('expected the request to fail')
}

describe('handleWalletRequest on the devnet', () => {
  it('personal_sign signs hex messages as bytes and text as UTF-8, for an exposed account', async () => {
    const hex = stringToHex('Sign in to Airlock')
    const signature = (await request('personal_sign', [hex, alice.address])) as Hex
    expect(await verifyMessage({ address: alice.address, message: { raw: hex }, signature })).toBe(true)
    expect(await verifyMessage({ address: alice.address, message: 'Sign in to Airlock', signature })).toBe(
      true,
    )

    const reversed = (await request('personal_sign', [bob.address, 'plain text'])) as Hex
    expect(await verifyMessage({ address: bob.address, message: 'plain text', signature: reversed })).toBe(
      true,
    )

    expect(await answered(request('personal_sign', [hex, carol.address]))).toMatchObject({ code: 4100 })
  })

  it('eth_signTypedData_v4 signs JSON typed data and refuses another chain than the request chain', async () => {
    const signature = (await request('eth_signTypedData_v4', [
      alice.address,
      JSON.stringify(typedData),
    ])) as Hex
    expect(await verifyTypedData({ address: alice.address, ...typedData, signature })).toBe(true)
    const other = { ...typedData, domain: { ...typedData.domain, chainId: 1 } }
    expect(await answered(request('eth_signTypedData_v4', [alice.address, other]))).toEqual({
      code: -32602,
      message: 'Provided chainId "1" must match the active chainId "31337".',
    })
  })

  it('eth_sendTransaction sends on the node and answers the hash', async () => {
    const before = await client.getBalance({ address: carol.address })
    const hash = (await request('eth_sendTransaction', [
      { from: alice.address, to: carol.address, value: `0x${parseEther('1.5').toString(16)}` },
    ])) as Hash
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(alice.address.toLowerCase())
    expect(await client.getBalance({ address: carol.address })).toBe(before + parseEther('1.5'))
  })

  it('answers node errors with the node message: insufficient funds, execution reverted', async () => {
    const broke = await answered(
      request('eth_sendTransaction', [
        { from: bob.address, to: carol.address, value: `0x${(10n ** 30n).toString(16)}` },
      ]),
    )
    expect(broke.message).toMatch(/insufficient funds|doesn't have enough funds/i)

    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [carol.address, parseUnits('1000000000000', 6)],
    })
    const reverted = await answered(
      request('eth_sendTransaction', [{ from: bob.address, to: devnetTokens.usdc.address as Address, data }]),
    )
    expect(reverted.message).toMatch(/revert/i)
    await expect(
      estimateTransaction({
        params: [{ from: bob.address, to: devnetTokens.usdc.address, data }],
        rpcUrl: devnet.rpcUrl,
      }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/revert/i) })
  })

  it('estimates gas and fee of a transfer', async () => {
    const estimate = await estimateTransaction({
      params: [{ from: alice.address, to: bob.address, value: '0x1' }],
      rpcUrl: devnet.rpcUrl,
    })
    // Hardhat's estimate of a plain transfer is 21,000 plus a margin of a few gas.
    expect(estimate.gas).toBeGreaterThanOrEqual(21_000n)
    expect(estimate.gas).toBeLessThan(22_000n)
    expect(estimate.gasPrice).toBeGreaterThan(0n)
    expect(estimate.fee).toBe(estimate.gas * estimate.gasPrice)
    expect(estimate.balance).toBe(await client.getBalance({ address: alice.address }))
    expect(estimate.insufficientFunds).toBe(false)
    const tooMuch = await estimateTransaction({
      params: [{ from: bob.address, to: alice.address, value: `0x${(10n ** 30n).toString(16)}` }],
      rpcUrl: devnet.rpcUrl,
    })
    expect(tooMuch.insufficientFunds).toBe(true)
  })

  it('fails with 4901 on a chain without a loopback node', async () => {
    const tx = [{ from: alice.address, to: bob.address, value: '0x1' }]
    expect(
      await answered(request('eth_sendTransaction', tx, { chainId: 1, rpcUrl: undefined })),
    ).toMatchObject({
      code: 4901,
      message: 'The provider is disconnected from the specified chain.',
    })
    expect(
      await answered(request('eth_getBalance', [alice.address, 'latest'], { rpcUrl: 'https://rpc.example' })),
    ).toMatchObject({ code: 4901 })
    // Signing needs no node.
    expect(
      await request('personal_sign', ['0x68690a', alice.address], { chainId: 1, rpcUrl: undefined }),
    ).toMatch(/^0x/)
  })

  it('answers chain and account queries, switches within the session and refuses other chains with 4902', async () => {
    expect(await request('eth_chainId', [])).toBe('0x7a69')
    expect(await request('eth_accounts', [])).toEqual([alice.address, bob.address])
    expect(await request('eth_getBalance', [alice.address, 'latest'])).toMatch(/^0x/)

    const switched: number[] = []
    const onSwitchChain = (id: number) => void switched.push(id)
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x1' }], { onSwitchChain })).toBeNull()
    expect(switched).toEqual([1])
    expect(
      await answered(request('wallet_switchEthereumChain', [{ chainId: '0xa' }], { onSwitchChain })),
    ).toEqual({
      code: 4902,
      message: 'Unrecognized chain ID "0xa". Try adding the chain using wallet_addEthereumChain first.',
    })
    expect(switched).toEqual([1])

    const add = (id: string) => [
      {
        chainId: id,
        chainName: 'X',
        rpcUrls: ['http://127.0.0.1:1'],
        nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
      },
    ]
    expect(await request('wallet_addEthereumChain', add('0x1'))).toBeNull()
    expect(await answered(request('wallet_addEthereumChain', add('0x539')))).toMatchObject({ code: 4200 })
    expect(await answered(request('eth_sign', [alice.address, '0x00']))).toMatchObject({ code: 4200 })
  })
})

describe('describing a request', () => {
  it('decodes personal_sign text, keeps binary as hex', () => {
    expect(describeWalletRequest('personal_sign', [stringToHex('Hello\nworld ✓'), alice.address])).toEqual({
      kind: 'message',
      address: alice.address,
      text: 'Hello\nworld ✓',
      isText: true,
      raw: stringToHex('Hello\nworld ✓'),
    })
    const hash = `0x${'00ff'.repeat(16)}` as Hex
    expect(describeWalletRequest('personal_sign', [hash, alice.address])).toMatchObject({
      text: hash,
      isText: false,
    })
    expect(decodeMessageText('0x0001')).toBeUndefined()
  })

  it('shows typed data domain and message, and transaction fields', () => {
    expect(describeWalletRequest('eth_signTypedData_v4', [alice.address, JSON.stringify(typedData)])).toEqual(
      {
        kind: 'typedData',
        address: alice.address,
        domain: typedData.domain,
        primaryType: 'Mail',
        message: typedData.message,
      },
    )
    expect(
      describeWalletRequest('eth_sendTransaction', [
        { from: alice.address, to: bob.address, value: '0xde0b6b3a7640000', data: '0x', gas: '0x5208' },
      ]),
    ).toEqual({
      kind: 'transaction',
      from: alice.address,
      to: bob.address,
      value: 10n ** 18n,
      valueEth: '1',
      gas: 21_000n,
    })
    expect(describeWalletRequest('wallet_switchEthereumChain', [{ chainId: '0xa' }])).toEqual({
      kind: 'switchChain',
      chainId: 10,
    })
    expect(describeWalletRequest('eth_signTypedData_v4', [alice.address, '{'])).toMatchObject({
      kind: 'other',
    })
    expect(needsApproval('personal_sign')).toBe(true)
    expect(needsApproval('eth_chainId')).toBe(false)
  })
})

describe('session namespaces', () => {
  const proposal = {
    requiredNamespaces: {},
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:1', 'eip155:31337', 'eip155:999'],
        methods: ['personal_sign', 'eth_sendTransaction', 'eth_sign'],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  }

  it('grants the asked chains the wallet has, the preferred chain first, with the addresses', () => {
    const namespaces = approvedNamespacesFor(proposal, {
      chains: ['eip155:31337', 'eip155:1', 'eip155:10'],
      addresses: [alice.address],
      preferredChain: 'eip155:31337',
    })
    expect(namespaces).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:1'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged', 'accountsChanged'],
        accounts: [`eip155:31337:${alice.address}`, `eip155:1:${alice.address}`],
      },
    })
    const session = { namespaces }
    expect(sessionChains(session)).toEqual(['eip155:31337', 'eip155:1'])
    expect(sessionAddresses(session)).toEqual([alice.address])
    expect(namespacesWithAccount(namespaces, bob.address).eip155?.accounts).toEqual([
      `eip155:31337:${bob.address}`,
      `eip155:1:${bob.address}`,
    ])
    const added = namespacesWithChain(namespaces, 'eip155:10')
    expect(added.eip155?.chains).toEqual(['eip155:31337', 'eip155:1', 'eip155:10'])
    expect(added.eip155?.accounts).toContain(`eip155:10:${alice.address}`)
    expect(namespacesWithChain(namespaces, 'eip155:1')).toBe(namespaces)
  })

  it('refuses a proposal requiring a chain the wallet lacks', () => {
    expect(() =>
      approvedNamespacesFor(
        { requiredNamespaces: { eip155: { chains: ['eip155:999'], methods: [], events: [] } } },
        { chains: ['eip155:31337'], addresses: [alice.address] },
      ),
    ).toThrow()
  })

  const solanaLocal = 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ'
  const bitcoinTest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
  const others = {
    solana: {
      chains: [solanaLocal, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      methods: ['solana_signMessage', 'solana_signAndSendTransaction'],
      events: ['accountsChanged'],
      addresses: ['DA642rUDN2CMmMqdDj88PJ1pVNSZS5RzuMTeSbLhMCoU'],
    },
    bip122: {
      chains: [bitcoinTest],
      methods: ['signMessage', 'sendTransfer'],
      events: ['bip122_addressesChanged'],
      addresses: ['bcrt1qnalzr4d87q7275e285ftw3x0yg9ymx4ekcggt8'],
    },
  }

  it('grants solana and bip122 namespaces a proposal asks for, alone or next to eip155', () => {
    const onlyOthers = approvedNamespacesFor(
      {
        requiredNamespaces: {},
        optionalNamespaces: {
          solana: { chains: [solanaLocal], methods: ['solana_signMessage', 'solana_foo'], events: [] },
          bip122: { chains: [bitcoinTest], methods: ['sendTransfer'], events: ['bip122_addressesChanged'] },
        },
      },
      { chains: ['eip155:31337'], addresses: [alice.address], namespaces: others },
    )
    expect(onlyOthers).toEqual({
      solana: {
        chains: [solanaLocal],
        methods: ['solana_signMessage'],
        events: [],
        accounts: [`${solanaLocal}:DA642rUDN2CMmMqdDj88PJ1pVNSZS5RzuMTeSbLhMCoU`],
      },
      bip122: {
        chains: [bitcoinTest],
        methods: ['sendTransfer'],
        events: ['bip122_addressesChanged'],
        accounts: [`${bitcoinTest}:bcrt1qnalzr4d87q7275e285ftw3x0yg9ymx4ekcggt8`],
      },
    })
    const all = approvedNamespacesFor(
      {
        requiredNamespaces: { bip122: { chains: [bitcoinTest], methods: ['signMessage'], events: [] } },
        optionalNamespaces: { ...proposal.optionalNamespaces },
      },
      { chains: ['eip155:31337', 'eip155:1'], addresses: [alice.address], namespaces: others },
    )
    expect(Object.keys(all).sort()).toEqual(['bip122', 'eip155'])
    // Account and chain changes touch eip155 only.
    expect(namespacesWithAccount(all, bob.address).bip122).toEqual(all.bip122)
    expect(namespacesWithChain(all, 'eip155:10').bip122).toEqual(all.bip122)
    expect(sessionChains({ namespaces: all })).toEqual(['eip155:1', 'eip155:31337'])
  })

  it('refuses a proposal requiring a solana chain the wallet lacks', () => {
    expect(() =>
      approvedNamespacesFor(
        {
          requiredNamespaces: {
            solana: { chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'], methods: [], events: [] },
          },
        },
        { chains: ['eip155:31337'], addresses: [alice.address], namespaces: others },
      ),
    ).toThrow()
  })

  it('words every verify status', () => {
    const context = (validation: 'VALID' | 'UNKNOWN' | 'INVALID', isScam?: boolean) => ({
      verified: {
        verifyUrl: 'x',
        validation,
        origin: 'http://127.0.0.1:5173',
        ...(isScam ? { isScam } : {}),
      },
    })
    expect(verifyBadge(context('VALID'))).toMatchObject({ status: 'verified', label: 'Verified' })
    expect(verifyBadge(context('UNKNOWN'))).toMatchObject({ status: 'unknown', label: 'Unknown domain' })
    expect(verifyBadge(undefined)).toMatchObject({ status: 'unknown' })
    expect(verifyBadge(context('INVALID'))).toMatchObject({ status: 'mismatch', label: 'Domain mismatch' })
    expect(verifyBadge(context('VALID', true))).toMatchObject({ status: 'scam', label: 'Known scam' })
  })
})
