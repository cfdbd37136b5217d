import { UserRejectedRequestError } from '@airlock/core'
import { afterEach, describe, expect, it } from 'vitest'
import { verifyBitcoinMessage } from './bip322/index.ts'
import { bob, mainnet, resetAdapterTests, setup, xverse } from './test/adapterSetup.ts'
import { REGTEST } from './test/keys.ts'

afterEach(resetAdapterTests)

describe('bitcoin adapter: sats-connect', () => {
  it('asks getInfo first, then getAddresses for payment and ordinals; the network comes from the wallet', async () => {
    const double = xverse()
    const { adapter } = setup()
    const result = await adapter.connect({
      connectorId: 'XverseProviders.BitcoinProvider',
      caipNetwork: mainnet,
    })
    expect(double.calls).toEqual([
      { method: 'getInfo', params: null },
      { method: 'getAddresses', params: { purposes: ['payment', 'ordinals'] } },
    ])
    expect(result).toMatchObject({
      address: bob.payment,
      chainId: REGTEST,
      accounts: [bob.payment, bob.ordinals],
    })
  })

  it('signs with protocol BIP322, verified', async () => {
    const double = xverse()
    const { adapter } = setup()
    await adapter.connect({ connectorId: 'XverseProviders.BitcoinProvider' })
    const signature = await adapter.signMessage({
      message: 'hello',
      address: bob.ordinals,
      connectorId: 'XverseProviders.BitcoinProvider',
    })
    expect(double.calls.at(-1)).toEqual({
      method: 'signMessage',
      params: { address: bob.ordinals, message: 'hello', protocol: 'BIP322' },
    })
    expect(verifyBitcoinMessage({ address: bob.ordinals, message: 'hello', signature })).toBe(true)
  })

  it("the wallet's refusal (-32000) is a UserRejectedRequestError", async () => {
    xverse({
      getAddresses: () => {
        throw { code: -32000, message: 'User rejected the request' }
      },
    })
    const { adapter } = setup()
    await expect(adapter.connect({ connectorId: 'XverseProviders.BitcoinProvider' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('reconnects through wallet_getAccount, without a prompt', async () => {
    const double = xverse()
    const { adapter } = setup()
    expect(await adapter.reconnect({ connectorId: 'XverseProviders.BitcoinProvider' })).toBeUndefined()
    double.granted = true
    expect((await adapter.reconnect({ connectorId: 'XverseProviders.BitcoinProvider' }))?.accounts).toEqual([
      bob.payment,
      bob.ordinals,
    ])
    expect(double.calls.some((c) => c.method === 'getAddresses')).toBe(false)
    await adapter.disconnect({ connectorId: 'XverseProviders.BitcoinProvider' })
    expect(double.calls.at(-1)?.method).toBe('wallet_renouncePermissions')
  })

  it("follows the wallet's network change", async () => {
    const double = xverse()
    const { adapter, events } = setup()
    await adapter.connect({ connectorId: 'XverseProviders.BitcoinProvider' })
    double.emit('networkChange', { bitcoin: { name: 'Mainnet' } })
    expect(events.chainChanged).toHaveBeenLastCalledWith(
      'XverseProviders.BitcoinProvider',
      '000000000019d6689c085ae165831e93',
    )
    double.emit('disconnect')
    expect(events.disconnect).toHaveBeenCalledWith('XverseProviders.BitcoinProvider')
  })

  it('finds a provider that lists itself after the kit started, when reconnecting', async () => {
    const { adapter } = setup()
    setTimeout(() => {
      xverse().granted = true
    }, 150)
    expect((await adapter.reconnect({ connectorId: 'XverseProviders.BitcoinProvider' }))?.address).toBe(
      bob.payment,
    )
  })
})
