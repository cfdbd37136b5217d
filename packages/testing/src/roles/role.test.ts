import { describe, expect, it } from 'vitest'
import { createTestWallet } from '../wallet.ts'

const key = `0x${'11'.repeat(32)}` as const
const chains = [{ id: 31337, name: 'Airlock Devnet', rpcUrl: 'http://127.0.0.1:1' }]

describe('roles given to createTestWallet', () => {
  it('are instances; their options (the older form) fail with the line to write instead', () => {
    expect(() =>
      createTestWallet({
        privateKeys: [key],
        chains,
        // @ts-expect-error the options of TestSolanaWallet, not an instance
        solana: { seedHex: '00'.repeat(32), rpcUrl: 'http://127.0.0.1:1' },
      }),
    ).toThrow(
      "createTestWallet: solana must be a role instance: new TestSolanaWallet({ seedHex, rpcUrl }) from '@airlock/testing/solana'.",
    )
    expect(() =>
      createTestWallet({
        privateKeys: [key],
        chains,
        // @ts-expect-error the options of TestBitcoinWallet, not an instance
        bitcoin: { privateKeyHex: '01', esploraUrl: 'http://127.0.0.1:1' },
      }),
    ).toThrow(/bitcoin must be a role instance: new TestBitcoinWallet/)
    expect(createTestWallet({ privateKeys: [key], chains }).solana).toBeUndefined()
  })
})
