import { describe, expect, it } from 'vitest'
import type { Transaction, TransactionApproval } from '../api/blockchainTypes.ts'
import { createFormatters } from '../i18n/formatters.ts'
import { describeTransfers } from './activity.ts'
import { describeApproval } from './activityApproval.ts'

const usdc = {
  address: '0xaB00000000000000000000000000000000bD5B1E',
  standard: 'erc20',
  symbol: 'USDC',
} as const
const grant = (amount: TransactionApproval['amount'], role?: 'swap_router'): TransactionApproval => ({
  token: usdc,
  spender: { address: '0x1234567890123456789012345678901234567890', ...(role ? { role } : {}) },
  amount,
})

describe('an approval names what it granted', () => {
  it('says the token, the spender (by name when known) and the amount', () => {
    expect(describeApproval(grant({ numeric: '1', unlimited: true }, 'swap_router'))).toBe(
      'Unlimited USDC for the swap router',
    )
    expect(describeApproval(grant({ numeric: '25.5', unlimited: false }))).toBe('25.5 USDC for 0x12...567890')
    expect(
      describeApproval(grant({ numeric: '1250.5', unlimited: false }), {
        format: createFormatters('de'),
        words: {
          approval: '{amount} für {spender}',
          unlimited: '{symbol} ohne Limit',
          swapRouter: 'den Router',
        },
      }),
    ).toBe('1.250,5 USDC für 0x12...567890')
  })

  it('is the description of an approval entry; without a grant the entry names the contract, as before', () => {
    const entry = (approval?: TransactionApproval) =>
      ({
        id: 'x',
        metadata: {
          operationType: 'approve',
          hash: '0x1',
          minedAt: '2026-01-01T00:00:00Z',
          sentFrom: '0x1234567890123456789012345678901234567890',
          sentTo: usdc.address,
          status: 'confirmed',
          nonce: 1,
          chain: 'eip155:31337',
          ...(approval ? { approval } : {}),
        },
        transfers: [],
      }) as Transaction
    expect(describeTransfers(entry(grant({ numeric: '1', unlimited: true }, 'swap_router')))).toBe(
      'Unlimited USDC for the swap router',
    )
    expect(describeTransfers(entry())).toBe('To 0xaB...bD5B1E')
  })
})
