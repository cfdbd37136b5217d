import type { PaymentIntent } from '@airlock/protocol/cloud-api'

// A payment request as the cloud answers it, for the Pay tests: 5 USDC on the devnet to the shop.

export const SHOP = '0x2222222222222222222222222222222222222222'
export const USDC_ADDRESS = '0x00000000000000000000000000000000000000aa'
export const USDC = `eip155:31337/erc20:${USDC_ADDRESS}`
export const PAYMENTS_CONTRACT = '0x00000000000000000000000000000000000000cc'

export function intentFixture(overrides: Partial<PaymentIntent> = {}): PaymentIntent {
  return {
    id: 'pay_abcdefghijkmnopqrstuvwx',
    projectId: 'test-project',
    status: 'created',
    network: 'eip155:31337',
    recipient: SHOP,
    asset: USDC,
    symbol: 'USDC',
    decimals: 6,
    amount: '5',
    amountAtomic: '5000000',
    reference: 'order-1',
    createdAt: '2026-11-29T10:00:00.000Z',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    onchain: {
      contract: PAYMENTS_CONTRACT,
      id: `0x${'9d'.repeat(32)}`,
      recipient: SHOP,
      token: USDC_ADDRESS,
      amount: '5000000',
      deadline: String(Math.floor(Date.now() / 1000) + 3600),
      signature: `0x${'ab'.repeat(65)}`,
    },
    ...overrides,
  }
}
