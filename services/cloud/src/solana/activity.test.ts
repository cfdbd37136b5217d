import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import {
  type SolanaActivityContext,
  type SolanaTransactionJson,
  solanaActivity,
  systemTransfers,
} from './activity.ts'

const CHAIN = 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ'
const ME = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const YOU = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'
const SYSTEM = '11111111111111111111111111111111'
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const MY_ATA = '4fYNw3dojWmQ4dXtSGE9epjRGy9pFSx62YypT7avPYvA'
const YOUR_ATA = '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1'

const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
/** System program Transfer data: u32 2, u64 lamports (little-endian). */
function transferData(lamports: bigint): string {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return base58(data)
}

const context: SolanaActivityContext = {
  chainId: CHAIN,
  account: ME,
  origin: 'http://cloud.test',
  tokens: new Map([[USDC, { mint: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6, priceUsd: 1 }]]),
  nativePriceUsd: 150,
}

function tx(
  overrides: Partial<SolanaTransactionJson['meta'] & object> = {},
  keys = [ME, YOU, SYSTEM],
): SolanaTransactionJson {
  return {
    slot: 10,
    blockTime: 1_764_072_000,
    transaction: {
      signatures: ['sig'],
      message: {
        accountKeys: keys,
        instructions: [{ programIdIndex: 2, accounts: [0, 1], data: transferData(1_500_000_000n) }],
      },
    },
    meta: {
      err: null,
      fee: 5000,
      preBalances: [10_000_000_000, 0, 1],
      postBalances: [8_499_995_000, 1_500_000_000, 1],
      preTokenBalances: [],
      postTokenBalances: [],
      innerInstructions: [],
      loadedAddresses: { writable: [], readonly: [] },
      ...overrides,
    },
  }
}

describe('solanaActivity', () => {
  it('shows a SOL transfer as a send for the sender, priced from the config', () => {
    expect(solanaActivity('sig', tx(), context)).toEqual({
      id: `${CHAIN}:sig`,
      metadata: {
        operationType: 'send',
        hash: 'sig',
        minedAt: new Date(1_764_072_000_000).toISOString(),
        sentFrom: ME,
        sentTo: YOU,
        status: 'confirmed',
        nonce: 0,
        chain: CHAIN,
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '1.5' },
          price: 150,
          value: 225,
          fungible_info: {
            name: 'Solana',
            symbol: 'SOL',
            icon: { url: 'http://cloud.test/public/getTokenImage/SOL' },
          },
        },
      ],
    })
  })

  it('shows the same transfer as a receive for the recipient', () => {
    const entry = solanaActivity('sig', tx(), { ...context, account: YOU })
    expect(entry.metadata).toMatchObject({ operationType: 'receive', sentFrom: ME, sentTo: YOU })
    expect(entry.transfers).toMatchObject([{ direction: 'in', quantity: { numeric: '1.5' } }])
  })

  it("shows an SPL transfer from the owners' token balances, with the other owner as counterparty", () => {
    const keys = [ME, MY_ATA, YOUR_ATA, USDC, TOKEN]
    const spl = tx(
      {
        preBalances: [5_000_000_000, 2_039_280, 0, 1_461_600, 1],
        postBalances: [4_997_955_720, 2_039_280, 2_039_280, 1_461_600, 1],
        preTokenBalances: [
          { accountIndex: 1, mint: USDC, owner: ME, uiTokenAmount: { amount: '10000000', decimals: 6 } },
        ],
        postTokenBalances: [
          { accountIndex: 1, mint: USDC, owner: ME, uiTokenAmount: { amount: '7500000', decimals: 6 } },
          { accountIndex: 2, mint: USDC, owner: YOU, uiTokenAmount: { amount: '2500000', decimals: 6 } },
        ],
      },
      keys,
    )
    spl.transaction.message.instructions = [{ programIdIndex: 4, accounts: [1, 3, 2, 0], data: '3' }]
    const sent = solanaActivity('sig', spl, context)
    expect(sent.metadata).toMatchObject({ operationType: 'send', sentFrom: ME, sentTo: YOU })
    expect(sent.transfers).toEqual([
      {
        direction: 'out',
        quantity: { numeric: '2.5' },
        price: 1,
        value: 2.5,
        fungible_info: {
          name: 'USD Coin',
          symbol: 'USDC',
          icon: { url: 'http://cloud.test/public/getTokenImage/USDC' },
        },
      },
    ])
    const received = solanaActivity('sig', spl, { ...context, account: YOU })
    expect(received.metadata).toMatchObject({ operationType: 'receive', sentFrom: ME, sentTo: YOU })
    expect(received.transfers).toMatchObject([{ direction: 'in', quantity: { numeric: '2.5' } }])
  })

  it('names a mint the config does not list Unknown, without a price', () => {
    const other = 'So11111111111111111111111111111111111111112'
    const entry = solanaActivity(
      'sig',
      tx({
        preTokenBalances: [],
        postTokenBalances: [
          { accountIndex: 1, mint: other, owner: ME, uiTokenAmount: { amount: '5', decimals: 0 } },
        ],
      }),
      { ...context, account: ME },
    )
    expect(entry.transfers.at(-1)).toEqual({
      direction: 'in',
      quantity: { numeric: '5' },
      fungible_info: {
        name: 'Unknown',
        symbol: '???',
        icon: { url: 'http://cloud.test/public/getTokenImage/%3F%3F%3F' },
      },
    })
  })

  it('keeps a failed transfer as failed, still showing what it tried to send', () => {
    const failed = tx({ err: { InstructionError: [0, { Custom: 1 }] }, postBalances: [9_999_995_000, 0, 1] })
    expect(solanaActivity('sig', failed, context)).toMatchObject({
      metadata: { status: 'failed', operationType: 'send' },
      transfers: [{ direction: 'out', quantity: { numeric: '1.5' } }],
    })
  })

  it('falls back to the balance change (fee added back) when no System transfer explains it', () => {
    const payout = tx({ preBalances: [1_000_000_000, 0, 1], postBalances: [1_999_995_000, 0, 1] }, [
      ME,
      YOU,
      SYSTEM,
    ])
    payout.transaction.message.instructions = [{ programIdIndex: 1, accounts: [0], data: '' }]
    expect(solanaActivity('sig', payout, context)).toMatchObject({
      metadata: { operationType: 'receive' },
      transfers: [{ direction: 'in', quantity: { numeric: '1' } }],
    })
  })

  it('is an execute with no transfers when the account only paid the fee', () => {
    const call = tx({ preBalances: [1_000_000_000, 0, 1], postBalances: [999_995_000, 0, 1] })
    call.transaction.message.instructions = [{ programIdIndex: 1, accounts: [0], data: '' }]
    expect(solanaActivity('sig', call, context)).toMatchObject({
      metadata: { operationType: 'execute', sentFrom: ME, sentTo: YOU },
      transfers: [],
    })
  })
})

describe('systemTransfers', () => {
  it('reads Transfer and TransferWithSeed and ignores other System instructions and programs', () => {
    const withSeed = new Uint8Array(12)
    new DataView(withSeed.buffer).setUint32(0, 11, true)
    new DataView(withSeed.buffer).setBigUint64(4, 7n, true)
    const create = new Uint8Array(52)
    expect(
      systemTransfers(
        [ME, YOU, SYSTEM, TOKEN],
        [
          { programIdIndex: 2, accounts: [0, 1], data: transferData(5n) },
          { programIdIndex: 2, accounts: [0, 3, 1], data: base58(withSeed) },
          { programIdIndex: 2, accounts: [0, 1], data: base58(create) },
          { programIdIndex: 3, accounts: [0, 1], data: transferData(9n) },
        ],
      ),
    ).toEqual([
      { from: ME, to: YOU, lamports: 5n },
      { from: ME, to: YOU, lamports: 7n },
    ])
  })
})
