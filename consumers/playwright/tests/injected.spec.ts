import { expect, test } from '@airlock/testing/playwright'
import type { Hex } from 'viem'
import { connectInjected, expectTipOnChain, sendTip } from './tipJar'

// Each test gets its own wallet, injected into its page before the page loads (EIP-6963): the modal lists it
// as "Airlock Test Wallet". It approves everything unless the test sets another policy.

test('a tip the wallet approves lands on chain', async ({ page, wallet, rpcUrl }) => {
  await connectInjected(page, wallet.address)
  const tip = await sendTip(page)
  await expect(tip).toHaveAttribute('data-state', 'sent')
  await expectTipOnChain(rpcUrl, (await tip.getAttribute('data-hash')) as Hex, wallet.address)
  expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toEqual([
    expect.objectContaining({ outcome: 'approved' }),
  ])
})

test('a tip the wallet rejects says so', async ({ page, wallet }) => {
  await connectInjected(page, wallet.address)
  wallet.setPolicy('eth_sendTransaction', 'reject')
  const tip = await sendTip(page)
  await expect(tip).toHaveText('You rejected the tip in your wallet.')
  expect(wallet.requests.at(-1)).toMatchObject({ method: 'eth_sendTransaction', outcome: 'rejected' })
})

test('a tip waits while the wallet holds it, and lands once approved', async ({ page, wallet, rpcUrl }) => {
  await connectInjected(page, wallet.address)
  // 'hang': the request waits, as if the user had not answered the wallet's prompt yet.
  wallet.setPolicy('eth_sendTransaction', 'hang')
  const tip = await sendTip(page)
  const request = await wallet.waitForRequest({ method: 'eth_sendTransaction' })
  await expect(tip).toHaveText('Confirm the tip in your wallet…')
  expect(wallet.pendingRequests.map((pending) => pending.id)).toEqual([request.id])

  await wallet.approvePending(request.id)
  await expect(tip).toHaveAttribute('data-state', 'sent')
  await expectTipOnChain(rpcUrl, (await tip.getAttribute('data-hash')) as Hex, wallet.address)
})
