import { createServer } from 'node:http'
import { airlockDevnet, defineNetwork, parseErrorMessage } from '@airlock/core'
import { ERC20_TRANSFER_ABI } from '@airlock/core/internal'
import { encodeFunctionData, erc20Abi } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { UserRejectedRequestError, WalletError } from './errors.ts'
import { ADDRESS, ID, rejection, setup } from './test/adapterSetup.ts'

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
