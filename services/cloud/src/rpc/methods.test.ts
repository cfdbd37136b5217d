import { type Devnet, startDevnet, testAccounts } from '@airlock/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { isMethodAllowed } from './methods.ts'

/*
 * The attack: the gateway matched its allow-list by prefix, so `eth_sendTransaction ` (trailing space) or
 * `eth_SendTransaction` passed as an `eth_` method and reached the node, and `eth_accounts` answered the
 * node's own unlocked accounts. Through the real gateway to the real devnet (hardhat holds unlocked keys).
 */

let devnet: Devnet
let cloud: Cloud
let gateway: string

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  cloud = await startTestCloud({ chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: devnet.rpcUrl }] })
  await cloud.context.projects.create({ id: 'rpc-methods-test' })
  gateway = `${cloud.url}/v1/?chainId=eip155:31337&projectId=rpc-methods-test`
})
afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

interface Answer {
  id: number
  result?: unknown
  error?: { code: number; message: string }
}

const call = (id: number, method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id, method, params })

async function rpc<T extends Answer | Answer[]>(body: unknown): Promise<T> {
  const response = await fetchJson<T>(gateway, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return response.body
}

const refused = (method: string) => ({
  code: -32004,
  message: `Method ${method} is not supported by the RPC gateway`,
})

const [from, to] = [testAccounts[0]!.address, testAccounts[1]!.address]
const transfer = { from, to, value: '0x1' }
/** Names that only look like allowed ones, and methods that make the node sign with keys it holds. */
const LOOKALIKES = [
  'eth_sendTransaction ',
  ' eth_sendTransaction',
  'eth_sendTransaction\n',
  'eth_SendTransaction',
  'ETH_SENDTRANSACTION',
  'eth_sign ',
  'eth_chainId ',
  'eth_coinbase',
  'personal_sign',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
]

describe('the RPC gateway allow-list', () => {
  it('refuses a method name that only looks like an allowed one, with the refusal it uses for any other', async () => {
    const nonce = await rpc<Answer>(call(0, 'eth_getTransactionCount', [from, 'latest']))
    for (const method of LOOKALIKES) {
      const answer = await rpc<Answer>(call(1, method, [transfer]))
      expect(answer, JSON.stringify(method)).toEqual({ jsonrpc: '2.0', id: 1, error: refused(method) })
    }
    // Nothing was sent from the node's unlocked account.
    expect(await rpc<Answer>(call(0, 'eth_getTransactionCount', [from, 'latest']))).toEqual(nonce)
  })

  it("answers eth_accounts with [] as a public RPC does, never the node's own accounts", async () => {
    expect(await rpc<Answer>(call(7, 'eth_accounts'))).toEqual({ jsonrpc: '2.0', id: 7, result: [] })
  })

  it('answers a batch mixing them in order: refusals, [] for eth_accounts, and the node for the rest', async () => {
    const answers = await rpc<Answer[]>([
      call(1, 'eth_chainId'),
      call(2, 'eth_sendTransaction ', [transfer]),
      call(3, 'eth_accounts'),
      call(4, 'eth_SendTransaction', [transfer]),
      call(5, 'eth_blockNumber'),
      call(6, 'Eth_accounts'),
    ])
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 2, error: refused('eth_sendTransaction ') },
      { jsonrpc: '2.0', id: 3, result: [] },
      { jsonrpc: '2.0', id: 4, error: refused('eth_SendTransaction') },
      { jsonrpc: '2.0', id: 5, result: expect.stringMatching(/^0x[0-9a-f]+$/) },
      { jsonrpc: '2.0', id: 6, error: refused('Eth_accounts') },
    ])
  })

  it('lets the reads a dapp makes and signed transactions through, by their exact names', () => {
    for (const method of [
      'eth_call',
      'eth_getBalance',
      'eth_getLogs',
      'eth_sendRawTransaction',
      'net_version',
    ]) {
      expect(isMethodAllowed(method), method).toBe(true)
    }
    for (const method of [...LOOKALIKES, 'eth_accounts', 'eth_', 'hardhat_mine', 'eth_subscribe']) {
      expect(isMethodAllowed(method), method).toBe(false)
    }
  })
})

describe('the EVM gateway’s methods', () => {
  it('forwards exactly what anyone may ask a node, as @airlock/protocol declares it', async () => {
    const { EVM_NODE_METHODS } = await import('@airlock/protocol/rpc-methods')
    for (const method of EVM_NODE_METHODS) expect(isMethodAllowed(method), method).toBe(true)
  })
})
