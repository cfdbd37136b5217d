import { afterEach, describe, expect, it } from 'vitest'
import { ConnectionClosedError } from '../errors/connectionClosed.ts'
import { payKit, request } from './controller.fixtures.ts'
import { intentFixture } from './intent.fixtures.ts'
import { PAID_POLL_MS } from './intent.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe('the kit’s destroy(), with a payment waiting for the cloud', () => {
  it('ends the payment, stops asking the cloud and stops following the stores', async () => {
    const intent = intentFixture()
    const env = await payKit({ usdc: '10', allowance: 10n ** 18n, intents: [intent] })
    close = env.close
    const { kit, server, connect, until } = env
    await connect()
    const paying = kit.payActions.pay(request({ reference: intent.id }))
    await until('ready')
    void kit.payActions.confirm()
    await until('confirming')
    kit.destroy()
    await expect(paying).rejects.toBeInstanceOf(ConnectionClosedError)
    const reads = () => server.requests.filter((r) => r.url.pathname.startsWith('/v1/payments/')).length
    // A read already on its way when the kit was destroyed may still arrive; none starts after it.
    const wait = () => new Promise((resolve) => setTimeout(resolve, PAID_POLL_MS * 2))
    await wait()
    const before = reads()
    await wait()
    expect(reads()).toBe(before)
    const after = kit.payment.getState()
    kit.modal.setOpen(true)
    kit.modal.setOpen(false)
    expect(kit.payment.getState()).toBe(after)
  })
})
