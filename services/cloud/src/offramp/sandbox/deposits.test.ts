import { devnetTokens } from '@airlock/devnet'
import type { HistoryResponse } from '@airlock/protocol/cloud-api'
import { type Address, encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { signer, waitForIndexed } from '../../test/chainActivity.ts'
import { seller, useOfframpCloud } from '../testkit.ts'

const kit = useOfframpCloud({ indexed: true })
const sellerAccount = signer(8)

/** The seller sends `amount` of `token` to `to`, as a wallet would. */
const transfer = (token: Address, to: string, amount: bigint) =>
  kit.chain.send(sellerAccount, {
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, amount] }),
  })

describe('the off-ramp sandbox on the devnet', () => {
  it('sells 20 USDC for USD: the deposit is seen, then paid out, the tokens at the deposit address', async () => {
    const order = await kit.order()
    const before = await kit.usdcOf(seller.address)
    const receipt = await transfer(devnetTokens.usdc.address, order.deposit.address, parseUnits('20', 6))
    expect(receipt.status).toBe('success')
    const paid = await kit.reaches(order.id, 'paid_out', 'refunded')
    expect(paid).toMatchObject({
      status: 'paid_out',
      deposit: { transactionHash: receipt.transactionHash },
      payout: { amount: order.quote.payoutAmount, currency: 'USD' },
    })
    expect(paid.payout?.reference).toMatch(/^sbx_po_[0-9a-f]{16}$/)
    expect(paid.refund).toBeUndefined()
    expect(await kit.usdcOf(seller.address)).toBe(before - parseUnits('20', 6))
    expect(await kit.usdcOf(order.deposit.address as Address)).toBe(parseUnits('20', 6))

    // The seller's history calls the deposit a sale.
    await waitForIndexed(kit.cloud.db, 'eip155:31337', receipt.blockNumber, 60_000)
    const history = await kit.api.get<HistoryResponse>(`/v1/account/${seller.address}/history`)
    const entry = history.body.data.find((tx) => tx.metadata.hash === receipt.transactionHash)
    expect(entry?.metadata.operationType).toBe('sell')
    expect(entry?.transfers).toMatchObject([{ direction: 'out', quantity: { numeric: '20' } }])
  })

  it('refunds a deposit of the wrong token on chain: the seller has every DAI back', async () => {
    const order = await kit.order()
    const before = await kit.daiOf(seller.address)
    await transfer(devnetTokens.dai.address, order.deposit.address, parseUnits('20', 18))
    expect(await kit.daiOf(seller.address)).toBe(before - parseUnits('20', 18))
    const refunded = await kit.reaches(order.id, 'refunded', 'paid_out')
    expect(refunded.status).toBe('refunded')
    expect(refunded.refund).toMatchObject({
      token: devnetTokens.dai.address,
      amountAtomic: parseUnits('20', 18).toString(),
      reason: 'The deposit was not the token this order takes (USDC)',
    })
    expect(refunded.payout).toBeUndefined()
    const refundReceipt = await kit.chain.client.getTransactionReceipt({
      hash: refunded.refund?.transactionHash as `0x${string}`,
    })
    expect(refundReceipt.status).toBe('success')
    expect(refundReceipt.from.toLowerCase()).toBe(order.deposit.address.toLowerCase())
    expect(await kit.daiOf(seller.address)).toBe(before)
  })

  it('refunds a deposit of the wrong amount', async () => {
    const order = await kit.order()
    const before = await kit.usdcOf(seller.address)
    await transfer(devnetTokens.usdc.address, order.deposit.address, parseUnits('15', 6))
    const refunded = await kit.reaches(order.id, 'refunded', 'paid_out')
    expect(refunded.refund?.reason).toBe('The deposit was 15 USDC, not the 20 USDC the order asks for')
    expect(await kit.usdcOf(seller.address)).toBe(before)
  })

  it('expires an order nobody deposits to, and refunds a deposit that comes after', async () => {
    const order = await kit.order()
    // The deposit window passes (30 minutes by default): moved to now rather than waited for.
    await kit.cloud.db.query(`update offramp_orders set expires_at = now() where id = $1`, [order.id])
    const expired = await kit.reaches(order.id, 'expired')
    expect(expired.deposit.transactionHash).toBeUndefined()
    const before = await kit.usdcOf(seller.address)
    await transfer(devnetTokens.usdc.address, order.deposit.address, parseUnits('20', 6))
    const refunded = await kit.reaches(order.id, 'refunded', 'paid_out')
    expect(refunded.refund?.reason).toBe('The deposit arrived after the order expired')
    expect(await kit.usdcOf(seller.address)).toBe(before)
  })
})
