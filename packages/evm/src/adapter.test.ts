import { createServer } from 'node:http'
import {
  type AdapterContext,
  airlockDevnet,
  defineNetwork,
  mainnet,
  NoConnectionClientError,
  parseErrorMessage,
  type SharedProvider,
} from '@airlock/core'
import { ERC20_TRANSFER_ABI } from '@airlock/core/internal'
import { encodeFunctionData, erc20Abi } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addChainParams, createEvmAdapter } from './adapter.ts'
import { UserRejectedRequestError, WalletError } from './errors.ts'
import { announce, createFakeProvider, createFakeWindow, ICON } from './test/fakeProvider.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const ID = 'io.alpha'
const HASH = `0x${'ab'.repeat(32)}`
const SIGNATURE = `0x${'12'.repeat(65)}`

function setup(handlers: Parameters<typeof createFakeProvider>[0] = {}) {
  const win = createFakeWindow()
  const wallet = createFakeProvider({
    eth_requestAccounts: () => [ADDRESS],
    eth_accounts: () => [ADDRESS],
    eth_chainId: () => '0x7a69',
    eth_getBalance: () => '0xde0b6b3a7640000',
    ...handlers,
  })
  announce(win, { uuid: 'u', name: 'Alpha', icon: ICON, rdns: ID }, wallet.provider)
  const adapter = createEvmAdapter({ window: win })
  const events = { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() }
  const context: AdapterContext = {
    setConnectors: vi.fn(),
    events,
    networks: () => [airlockDevnet, mainnet],
    sharedProvider: () => undefined,
  }
  const cleanup = adapter.init(context)
  return { adapter, wallet, events, context, win, cleanup }
}

const rejection = (code: number) => Object.assign(new Error('User rejected the request.'), { code })

describe('evm adapter', () => {
  it('publishes discovered connectors without their providers', () => {
    const { context } = setup()
    expect(context.setConnectors).toHaveBeenLastCalledWith([
      { id: ID, name: 'Alpha', type: 'ANNOUNCED', chain: 'eip155', imageUrl: ICON, info: { rdns: ID } },
    ])
  })

  it('connects: accounts and chain id from the wallet', async () => {
    const { adapter, wallet } = setup()
    expect(await adapter.connect({ connectorId: ID })).toEqual({
      address: ADDRESS,
      accounts: [ADDRESS],
      chainId: 31337,
    })
    expect(wallet.calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  it.each([4001, 5000])('maps code %i to a declined WalletError', async (code) => {
    const { adapter } = setup({
      eth_requestAccounts: () => {
        throw rejection(code)
      },
    })
    const error = await adapter.connect({ connectorId: ID }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletError)
    expect(error).toMatchObject({ code, isUserRejection: true })
  })

  it('forwards wallet events after connect and stops after disconnect', async () => {
    const { adapter, wallet, events } = setup({ wallet_revokePermissions: () => null })
    await adapter.connect({ connectorId: ID })
    wallet.emit('accountsChanged', ['0x2222222222222222222222222222222222222222'])
    wallet.emit('chainChanged', '0x1')
    wallet.emit('disconnect', { code: 4900 })
    expect(events.accountsChanged).toHaveBeenCalledWith(ID, ['0x2222222222222222222222222222222222222222'])
    expect(events.chainChanged).toHaveBeenCalledWith(ID, 1)
    expect(events.disconnect).toHaveBeenCalledWith(ID)
    await adapter.disconnect({ connectorId: ID })
    expect(wallet.listenerCount('accountsChanged')).toBe(0)
    expect(wallet.calls.at(-1)?.method).toBe('wallet_revokePermissions')
  })

  it('reconnects silently with eth_accounts, undefined when access is gone', async () => {
    const granted = setup()
    expect(await granted.adapter.reconnect({ connectorId: ID })).toMatchObject({
      address: ADDRESS,
      chainId: 31337,
    })
    expect(granted.wallet.calls.some((c) => c.method === 'eth_requestAccounts')).toBe(false)
    const revoked = setup({ eth_accounts: () => [] })
    expect(await revoked.adapter.reconnect({ connectorId: ID })).toBeUndefined()
  })

  it('reconnect waits for a wallet that announces late', async () => {
    const win = createFakeWindow()
    const adapter = createEvmAdapter({ window: win })
    adapter.init({
      setConnectors: () => {},
      events: { accountsChanged() {}, chainChanged() {}, disconnect() {} },
      networks: () => [],
      sharedProvider: () => undefined,
    })
    const pending = adapter.reconnect({ connectorId: ID })
    const wallet = createFakeProvider({ eth_accounts: () => [ADDRESS], eth_chainId: () => '0x1' })
    setTimeout(() => announce(win, { uuid: 'u', name: 'Alpha', icon: ICON, rdns: ID }, wallet.provider), 20)
    expect(await pending).toMatchObject({ address: ADDRESS, chainId: 1 })
  })

  it('reads the native balance through the wallet when it is on that network', async () => {
    const { adapter } = setup()
    expect(
      await adapter.getBalance({ address: ADDRESS, caipNetwork: airlockDevnet, connectorId: ID }),
    ).toEqual({
      balance: '1',
      symbol: 'ETH',
    })
  })

  it('switches chain with wallet_switchEthereumChain', async () => {
    const { adapter, wallet } = setup({ wallet_switchEthereumChain: () => null })
    await adapter.switchNetwork({ caipNetwork: mainnet, connectorId: ID })
    expect(wallet.calls.at(-1)).toEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    })
  })

  it.each([4902, -32603, 5000])('adds the chain and switches again on error %i', async (code) => {
    let first = true
    const { adapter, wallet } = setup({
      wallet_switchEthereumChain: () => {
        if (first) {
          first = false
          throw Object.assign(new Error('Unrecognized chain'), { code })
        }
        return null
      },
      wallet_addEthereumChain: () => null,
    })
    await adapter.switchNetwork({ caipNetwork: mainnet, connectorId: ID })
    expect(wallet.calls.map((c) => c.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(wallet.calls[1]?.params).toEqual([addChainParams(mainnet)])
  })

  it('does not add the chain on other errors', async () => {
    const { adapter, wallet } = setup({
      wallet_switchEthereumChain: () => {
        throw rejection(4001)
      },
    })
    await expect(adapter.switchNetwork({ caipNetwork: mainnet, connectorId: ID })).rejects.toMatchObject({
      isUserRejection: true,
    })
    expect(wallet.calls.some((c) => c.method === 'wallet_addEthereumChain')).toBe(false)
  })

  it('a connection whose wallet is gone says No ConnectionController client found', async () => {
    const { adapter } = setup()
    const error = await adapter
      .signMessage({ message: 'hi', address: ADDRESS, connectorId: 'io.gone' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NoConnectionClientError)
    expect(error).toMatchObject({ shortMessage: 'No ConnectionController client found', namespace: 'eip155' })
  })

  it('signs with personal_sign (hex-encoded) and maps a refusal to Signature declined', async () => {
    const ok = setup({ personal_sign: () => SIGNATURE })
    expect(await ok.adapter.signMessage({ message: 'hi', address: ADDRESS, connectorId: ID })).toBe(SIGNATURE)
    expect(ok.wallet.calls.at(-1)).toEqual({ method: 'personal_sign', params: ['0x6869', ADDRESS] })
    const refused = setup({
      personal_sign: () => {
        throw rejection(4001)
      },
    })
    const error = await refused.adapter
      .signMessage({ message: 'hi', address: ADDRESS, connectorId: ID })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ shortMessage: 'Signature declined', code: 4001 })
  })

  it('sends a transaction with hex value and empty data by default', async () => {
    const { adapter, wallet } = setup({ eth_sendTransaction: () => HASH })
    const hash = await adapter.sendTransaction({
      connectorId: ID,
      caipNetwork: airlockDevnet,
      from: ADDRESS,
      to: ADDRESS,
      value: 10n ** 18n,
    })
    expect(hash).toBe(HASH)
    expect(wallet.calls.at(-1)?.params).toEqual([
      { from: ADDRESS, to: ADDRESS, data: '0x', value: '0xde0b6b3a7640000' },
    ])
  })

  it('explains a node error readably', async () => {
    const { adapter } = setup({
      eth_sendTransaction: () => {
        throw Object.assign(new Error('insufficient funds for gas * price + value'), { code: -32000 })
      },
    })
    const error = await adapter
      .sendTransaction({ connectorId: ID, caipNetwork: airlockDevnet, from: ADDRESS, to: ADDRESS, value: 1n })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletError)
    expect((error as Error).message.toLowerCase()).toContain('insufficient funds')
  })
})

describe('the wallet’s own requests (EIP-5792, ERC-7715)', () => {
  it('passes a method through to the wallet and answers what it answers', async () => {
    const { adapter, wallet } = setup({ wallet_sendCalls: () => ({ id: '0xbatch' }) })
    const answer = await adapter.request?.({
      connectorId: ID,
      method: 'wallet_sendCalls',
      params: [{ calls: [] }],
    })
    expect(answer).toEqual({ id: '0xbatch' })
    expect(wallet.calls.at(-1)).toMatchObject({ method: 'wallet_sendCalls', params: [{ calls: [] }] })
  })

  it('keeps the wallet’s 5700-5760 code on the error', async () => {
    const { adapter } = setup({
      wallet_sendCalls: () => {
        throw Object.assign(new Error('Atomicity not supported'), { code: 5760 })
      },
    })
    const error = await adapter
      .request?.({ connectorId: ID, method: 'wallet_sendCalls', params: [] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletError)
    expect(error).toMatchObject({ code: 5760 })
  })
})

describe('wallet assets (wallet_getCapabilities, then wallet_getAssets)', () => {
  const assets = [{ address: '0x1', balance: '0x1', type: 'NATIVE', metadata: {} }]

  it('asks for assets only when the wallet supports asset discovery', async () => {
    const { adapter, wallet } = setup({
      wallet_getCapabilities: () => ({ '0x7a69': { assetDiscovery: { supported: true } } }),
      wallet_getAssets: () => ({ '0x7a69': assets }),
    })
    expect(
      await adapter.getWalletAssets?.({ connectorId: ID, address: ADDRESS, caipNetwork: airlockDevnet }),
    ).toEqual(assets)
    expect(wallet.calls.map((c) => c.method)).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    expect(wallet.calls[0]?.params).toEqual([ADDRESS, ['0x7a69']])
    expect(wallet.calls[1]?.params).toEqual([{ account: ADDRESS, chainFilter: ['0x7a69'] }])
  })

  it('stops after the capabilities when discovery is not supported, or the wallet does not know the call', async () => {
    const unsupported = setup({ wallet_getCapabilities: () => ({ '0x7a69': {} }) })
    expect(
      await unsupported.adapter.getWalletAssets?.({
        connectorId: ID,
        address: ADDRESS,
        caipNetwork: airlockDevnet,
      }),
    ).toBeUndefined()
    expect(unsupported.wallet.calls.map((c) => c.method)).toEqual(['wallet_getCapabilities'])
    const unknown = setup()
    expect(
      await unknown.adapter.getWalletAssets?.({
        connectorId: ID,
        address: ADDRESS,
        caipNetwork: airlockDevnet,
      }),
    ).toBeUndefined()
  })

  it('serves a connector the kit provides (WalletConnect) through its shared provider', async () => {
    const adapter = createEvmAdapter({ window: createFakeWindow() })
    const shared = createFakeProvider({
      eth_accounts: () => [ADDRESS],
      eth_requestAccounts: () => [ADDRESS],
      eth_chainId: () => '0xa',
      personal_sign: () => SIGNATURE,
    })
    const events = { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() }
    adapter.init({
      setConnectors: () => {},
      events,
      networks: () => [],
      sharedProvider: (id) => (id === 'walletConnect' ? (shared.provider as SharedProvider) : undefined),
    })
    await expect(adapter.reconnect({ connectorId: 'walletConnect' })).resolves.toEqual({
      address: ADDRESS,
      accounts: [ADDRESS],
      chainId: 10,
    })
    await expect(
      adapter.signMessage({ message: 'hi', address: ADDRESS, connectorId: 'walletConnect' }),
    ).resolves.toBe(SIGNATURE)
    shared.emit('chainChanged', '0x1')
    expect(events.chainChanged).toHaveBeenCalledWith('walletConnect', 1)
    await expect(adapter.connect({ connectorId: 'other' })).rejects.toThrow()
  })
})

describe('send support', () => {
  const CONTRACT = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
  const RECEIVER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
  const HASH = `0x${'ab'.repeat(32)}`
  const transfer = (amount: bigint) => ({
    connectorId: ID,
    caipNetwork: airlockDevnet,
    from: ADDRESS,
    address: CONTRACT,
    abi: ERC20_TRANSFER_ABI,
    functionName: 'transfer',
    args: [RECEIVER, amount] as const,
  })

  it('writeContract sends eth_sendTransaction to the contract with the exact transfer calldata', async () => {
    const { adapter, wallet } = setup({ eth_sendTransaction: () => HASH })
    expect(await adapter.writeContract?.(transfer(1_500_000n))).toBe(HASH)
    const expected = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [RECEIVER, 1_500_000n],
    })
    expect(expected.slice(0, 10)).toBe('0xa9059cbb')
    expect(wallet.calls.at(-1)).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESS, to: CONTRACT, data: expected }],
    })
  })

  it.each([4001, 5000])('writeContract maps a wallet refusal (%i) to a WalletError', async (code) => {
    const { adapter } = setup({
      eth_sendTransaction: () => {
        throw rejection(code)
      },
    })
    const error = await adapter.writeContract?.(transfer(1n)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toBeInstanceOf(WalletError)
    expect(error).toMatchObject({
      name: 'UserRejectedRequestError',
      code,
      isUserRejection: true,
      shortMessage: 'User rejected the request',
    })
  })

  it('writeContract explains a revert the wallet reports', async () => {
    const { adapter } = setup({
      eth_sendTransaction: () => {
        throw Object.assign(new Error('execution reverted: ERC20: transfer amount exceeds balance'), {
          code: 3,
        })
      },
    })
    const error = await adapter.writeContract?.(transfer(1n)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletError)
    expect(error).toMatchObject({
      name: 'WalletError',
      code: 3,
      isUserRejection: false,
      shortMessage: 'Execution reverted: ERC20: transfer amount exceeds balance',
    })
  })

  describe('reads over the network RPC', () => {
    type RpcRequest = { id: number; method: string; params: unknown[] }
    let stop: (() => Promise<void>) | undefined
    afterEach(async () => {
      await stop?.()
      stop = undefined
    })

    /** A loopback JSON-RPC node: answers per method, records requests. */
    async function node(answers: Record<string, (params: unknown[]) => unknown>) {
      const requests: RpcRequest[] = []
      const server = createServer(async (req, res) => {
        const chunks: Buffer[] = []
        for await (const chunk of req) chunks.push(chunk as Buffer)
        const body = JSON.parse(Buffer.concat(chunks).toString()) as RpcRequest | RpcRequest[]
        const answer = (request: RpcRequest) => {
          requests.push(request)
          const handler = answers[request.method]
          if (!handler)
            return { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'method not found' } }
          try {
            return { jsonrpc: '2.0', id: request.id, result: handler(request.params) }
          } catch (error) {
            return { jsonrpc: '2.0', id: request.id, error }
          }
        }
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      stop = () => new Promise<void>((resolve) => server.close(() => resolve()))
      const network = defineNetwork({
        id: 31337,
        name: 'Loopback',
        network: 'loopback',
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [`http://127.0.0.1:${port}`] } },
        testnet: true,
      })
      return { requests, network }
    }

    const receipt = (status: '0x1' | '0x0') => ({
      transactionHash: HASH,
      transactionIndex: '0x0',
      blockHash: `0x${'cd'.repeat(32)}`,
      blockNumber: '0x10',
      from: ADDRESS,
      to: CONTRACT,
      cumulativeGasUsed: '0x5208',
      gasUsed: '0x5208',
      effectiveGasPrice: '0x77359400',
      contractAddress: null,
      logs: [],
      logsBloom: `0x${'0'.repeat(512)}`,
      status,
      type: '0x2',
    })

    it('estimateGas asks the node (not the wallet) for gas and gas price, encoding a contract call', async () => {
      const { requests, network } = await node({
        eth_estimateGas: () => '0xfde8',
        eth_gasPrice: () => '0x77359400',
      })
      const { adapter, wallet } = setup()
      const before = wallet.calls.length
      const estimate = await adapter.estimateGas?.({
        caipNetwork: network,
        from: ADDRESS,
        contract: {
          address: CONTRACT,
          abi: ERC20_TRANSFER_ABI,
          functionName: 'transfer',
          args: [RECEIVER, 2_000_000n],
        },
      })
      expect(estimate).toEqual({ gas: 65_000n, gasPrice: 2_000_000_000n })
      expect(wallet.calls.length).toBe(before)
      const call = requests.find((r) => r.method === 'eth_estimateGas')
      expect(call?.params[0]).toMatchObject({
        from: ADDRESS,
        to: CONTRACT,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, 2_000_000n] }),
      })
    })

    it('estimateGas of a plain transfer sends to, value and data', async () => {
      const { requests, network } = await node({
        eth_estimateGas: () => '0x5208',
        eth_gasPrice: () => '0x1',
      })
      const { adapter } = setup()
      const estimate = await adapter.estimateGas?.({
        caipNetwork: network,
        from: ADDRESS,
        to: RECEIVER,
        value: 10n ** 18n,
        data: '0x',
      })
      expect(estimate).toEqual({ gas: 21_000n, gasPrice: 1n })
      expect(requests.find((r) => r.method === 'eth_estimateGas')?.params[0]).toMatchObject({
        from: ADDRESS,
        to: RECEIVER,
        value: '0xde0b6b3a7640000',
      })
    })

    it('estimateGas rejects with what the node says, readable by parseErrorMessage', async () => {
      const { network } = await node({
        eth_estimateGas: () => {
          throw { code: 3, message: 'execution reverted: ERC20: transfer amount exceeds balance' }
        },
        eth_gasPrice: () => '0x1',
      })
      const { adapter } = setup()
      const error = await adapter
        .estimateGas?.({ caipNetwork: network, from: ADDRESS, to: RECEIVER, value: 1n })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(Error)
      // viem words it 'Execution reverted with reason: ….', hence the closing dot.
      expect(parseErrorMessage(error)).toMatch(
        /^Execution reverted: ERC20: transfer amount exceeds balance\.?$/,
      )
    })

    it.each([
      ['0x1', 'success'],
      ['0x0', 'reverted'],
    ] as const)('waitForTransaction reads the receipt: status %s is %s', async (status, outcome) => {
      const { requests, network } = await node({
        eth_blockNumber: () => '0x10',
        eth_chainId: () => '0x7a69',
        eth_getTransactionReceipt: () => receipt(status),
      })
      const { adapter } = setup()
      await expect(adapter.waitForTransaction?.({ caipNetwork: network, hash: HASH })).resolves.toBe(outcome)
      expect(requests.find((r) => r.method === 'eth_getTransactionReceipt')?.params).toEqual([HASH])
    })

    it('waitForTransaction keeps polling until the transaction is mined', async () => {
      let polls = 0
      let block = 16
      const { network } = await node({
        eth_blockNumber: () => `0x${(block++).toString(16)}`,
        eth_chainId: () => '0x7a69',
        eth_getTransactionReceipt: () => (++polls < 2 ? null : receipt('0x1')),
        // Pending: known to the node, not in a block yet.
        eth_getTransactionByHash: () => ({
          hash: HASH,
          from: ADDRESS,
          to: CONTRACT,
          nonce: '0x0',
          value: '0x0',
          input: '0x',
          gas: '0x5208',
          gasPrice: '0x1',
          blockHash: null,
          blockNumber: null,
          transactionIndex: null,
          type: '0x0',
          chainId: '0x7a69',
          v: '0x1b',
          r: '0x1',
          s: '0x1',
        }),
      })
      const { adapter } = setup()
      await expect(adapter.waitForTransaction?.({ caipNetwork: network, hash: HASH })).resolves.toBe(
        'success',
      )
      expect(polls).toBeGreaterThanOrEqual(2)
    })
  })
})
