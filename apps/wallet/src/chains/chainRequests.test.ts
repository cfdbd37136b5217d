import type { WalletClient } from '@airlock/protocol'
import {
  createKeyPairFromPrivateKeyBytes,
  getBase58Decoder,
  getBase58Encoder,
  verifySignature,
} from '@solana/kit'
import { afterEach, describe, expect, it } from 'vitest'
import { SOLANA_ACCOUNT } from '../config.ts'
import { createAnswer } from '../requests/answer.ts'
import type { PendingRequest } from '../store/walletState.ts'
import { createFeedback } from '../ui/feedback.ts'
import {
  connectDapp,
  type RelayKit,
  testContext,
  until,
  walletOnMemoryRelay,
} from '../wallet/wallet.testkit.ts'
import { createChainRequests } from './chainRequests.ts'
import { loadChainHandler } from './loadHandler.ts'
import type { ChainNamespace } from './requestTypes.ts'

const SOLANA_LOCAL = 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ'
const TEXT = 'Sign in to Test Dapp'

const kits: RelayKit[] = []
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.stop()))
})

describe('solana and bitcoin requests', () => {
  it('shows a Solana message on the sheet; approving answers a signature of the wallet’s Solana key', async () => {
    const kit = await walletOnMemoryRelay()
    kits.push(kit)
    const { topic } = await connectDapp(kit, {
      solana: { chains: [SOLANA_LOCAL], methods: ['solana_signMessage'], events: [] },
    })
    const message = getBase58Decoder().decode(new TextEncoder().encode(TEXT))
    const answer = kit.dapp.request<{ signature: string }>({
      topic,
      chainId: SOLANA_LOCAL,
      request: { method: 'solana_signMessage', params: { message, pubkey: SOLANA_ACCOUNT.address } },
    })
    await until(() => kit.wallet.getState().requests.length === 1, 'the request on the sheet')
    const [request] = kit.wallet.getState().requests
    expect(request?.summary).toMatchObject({ action: 'Sign', message: { text: TEXT, isText: true } })
    await kit.wallet.approveRequest(request?.id as number)
    const { signature } = await answer
    const keyPair = await createKeyPairFromPrivateKeyBytes(Buffer.from(SOLANA_ACCOUNT.seedHex, 'hex'))
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(await verifySignature(keyPair.publicKey, bytes as never, new TextEncoder().encode(TEXT))).toBe(
      true,
    )
    expect(kit.wallet.getState().activity[0]?.kind).toBe('signed')
  })

  it('answers a request it cannot read at once, without a sheet', async () => {
    const kit = await walletOnMemoryRelay()
    kits.push(kit)
    const { topic } = await connectDapp(kit, {
      solana: { chains: [SOLANA_LOCAL], methods: ['solana_signMessage'], events: [] },
    })
    const answer = kit.dapp.request({
      topic,
      chainId: SOLANA_LOCAL,
      request: { method: 'solana_signMessage', params: { message: '0OIl' } },
    })
    await expect(answer).rejects.toMatchObject({ code: -32602 })
    expect(kit.wallet.getState().requests).toEqual([])
  })

  it('tries a handler that failed to load again on the next request', async () => {
    const answered: unknown[] = []
    const client = {
      sessions: [],
      respond: async ({ response }: { response: unknown }) => {
        answered.push(response)
      },
    } as unknown as WalletClient
    const ctx = testContext({}, { client })
    const answer = createAnswer(ctx, createFeedback(ctx), { afterChainChange: async () => {} })
    let loads = 0
    const loadHandler = (namespace: ChainNamespace) => {
      loads++
      return loads === 1 ? Promise.reject(new Error('chunk missing')) : loadChainHandler(namespace)
    }
    const chains = createChainRequests(ctx, { answer, loadHandler })
    const request = (id: number): PendingRequest => ({
      id,
      topic: 't',
      chainId: SOLANA_LOCAL,
      method: 'solana_getAccounts',
      params: {},
    })
    await chains.receive('solana', request(1))
    await chains.receive('solana', request(2))
    expect(loads).toBe(2)
    expect(answered).toEqual([
      {
        id: 1,
        jsonrpc: '2.0',
        error: expect.objectContaining({ message: expect.stringContaining('chunk missing') }),
      },
      { id: 2, jsonrpc: '2.0', result: [{ pubkey: SOLANA_ACCOUNT.address }] },
    ])
  })
})
