import { airlockDevnet, MalformedWalletResponseError } from '@airlock/core'
import { describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from './adapter.ts'
import { announce, createFakeProvider, createFakeWindow, ICON } from './test/fakeProvider.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const ID = 'io.alpha'
const HASH = `0x${'ab'.repeat(32)}`
const SIGNATURE = `0x${'12'.repeat(65)}`

/** An injected wallet that answers sends and signatures with what the test gives. */
function setup(answer: unknown) {
  const win = createFakeWindow()
  const wallet = createFakeProvider({
    eth_requestAccounts: () => [ADDRESS],
    eth_accounts: () => [ADDRESS],
    eth_chainId: () => '0x7a69',
    eth_sendTransaction: () => answer,
    personal_sign: () => answer,
    eth_signTypedData_v4: () => answer,
    wallet_getCapabilities: () => answer,
  })
  announce(win, { uuid: 'u', name: 'Alpha', icon: ICON, rdns: ID }, wallet.provider)
  const adapter = createEvmAdapter({ window: win })
  adapter.init({
    setConnectors: vi.fn(),
    events: { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() },
    networks: () => [airlockDevnet],
    sharedProvider: () => undefined,
  })
  return adapter
}

const send = (adapter: ReturnType<typeof setup>) =>
  adapter.sendTransaction({ connectorId: ID, caipNetwork: airlockDevnet, from: ADDRESS, to: ADDRESS })
const sign = (adapter: ReturnType<typeof setup>) =>
  adapter.signMessage({ message: 'hi', address: ADDRESS, connectorId: ID })
const typed = (adapter: ReturnType<typeof setup>) =>
  adapter.request?.({ connectorId: ID, method: 'eth_signTypedData_v4', params: [ADDRESS, '{}'] })

describe("the evm adapter checks a wallet's hashes and signatures before the kit uses them", () => {
  it('passes well-formed ones through', async () => {
    await expect(send(setup(HASH))).resolves.toBe(HASH)
    await expect(sign(setup(SIGNATURE))).resolves.toBe(SIGNATURE)
    await expect(typed(setup(SIGNATURE))).resolves.toBe(SIGNATURE)
  })

  it.each([['0xhash'], [null], [{ hash: HASH }], [`0x${'ab'.repeat(20)}`]])(
    'refuses %j as the hash of a send (the send flow and activity never see it)',
    async (answer) => {
      const error = await send(setup(answer)).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(MalformedWalletResponseError)
      expect(error).toMatchObject({ kind: 'transactionHash' })
    },
  )

  it.each([['0xsigned'], [''], [undefined], [`0x${'1'.repeat(60)}`]])(
    'refuses %j as a personal_sign or eth_signTypedData_v4 signature',
    async (answer) => {
      await expect(sign(setup(answer))).rejects.toMatchObject({ kind: 'signature' })
      await expect(typed(setup(answer))).rejects.toMatchObject({
        kind: 'signature',
        metaMessages: expect.arrayContaining(['Method: eth_signTypedData_v4']),
      })
    },
  )

  it('leaves the answers of other methods as they are', async () => {
    const capabilities = { '0x7a69': { atomic: { status: 'supported' } } }
    await expect(
      setup(capabilities).request?.({ connectorId: ID, method: 'wallet_getCapabilities', params: [] }),
    ).resolves.toEqual(capabilities)
  })
})
