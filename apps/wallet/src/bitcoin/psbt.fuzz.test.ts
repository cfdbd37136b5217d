import { ProviderRpcError } from '@airlock/wallet-engine'
import { base64 } from '@scure/base'
import * as btc from '@scure/btc-signer'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ChainNetwork } from '../config.ts'
import { mutatedBytes } from '../mutatedBytes.testkit.ts'
import { bitcoinKeyFromHex } from './keys.ts'
import { parsePsbtRequest, psbtOutputs } from './psbt.ts'
import { describeBitcoinRequest } from './summary.ts'

/*
 * A dapp's bip122 request (signPsbt with a base64 PSBT, signMessage, sendTransfer) is outside input to the
 * wallet. Reading it for the approval sheet answers a summary or a ProviderRpcError (-32602, 4100, 4200),
 * never another error, whatever the PSBT bytes hold.
 */

const key = bitcoinKeyFromHex('07'.repeat(32))
const NETWORK: ChainNetwork = {
  caip: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  namespace: 'bip122',
  name: 'Test chain',
  short: 'BT',
  symbol: 'BTC',
  decimals: 8,
}

/** A PSBT spending one of the wallet's outputs to another address and back as change. */
function validPsbt(): Uint8Array {
  const tx = new btc.Transaction({ allowUnknownOutputs: true })
  tx.addInput({
    txid: new Uint8Array(32).fill(1),
    index: 0,
    witnessUtxo: { script: key.script, amount: 100_000n },
  })
  const other = btc.p2wpkh(
    new Uint8Array(33).fill(2).map((byte, index) => (index === 0 ? 2 : byte)),
    key.network,
  )
  tx.addOutputAddress(other.address as string, 40_000n, key.network)
  tx.addOutputAddress(key.address, 59_000n, key.network)
  tx.addOutput({ script: new Uint8Array([0x6a, 1, 42]), amount: 0n })
  return tx.toPSBT()
}
const VALID = validPsbt()

/** The valid PSBT with bytes flipped, cut or inserted, or random bytes with the PSBT magic. */
const psbtBytes = fc.oneof(
  mutatedBytes(VALID),
  fc.uint8Array({ maxLength: 120 }).map((rest) => Uint8Array.from([0x70, 0x73, 0x62, 0x74, 0xff, ...rest])),
  fc.uint8Array({ maxLength: 60 }),
)

const signInput = fc.record(
  {
    address: fc.oneof(fc.constant(key.address), fc.string({ maxLength: 10 })),
    index: fc.oneof(fc.nat(3), fc.integer(), fc.double(), fc.jsonValue()),
    sighashTypes: fc.oneof(fc.array(fc.integer({ min: -1, max: 300 }), { maxLength: 3 }), fc.jsonValue()),
  },
  { requiredKeys: [] },
)

const params = fc.record(
  {
    account: fc.oneof(fc.constant(key.address), fc.string({ maxLength: 10 })),
    psbt: fc.oneof(
      psbtBytes.map((bytes) => base64.encode(bytes)),
      fc.string({ maxLength: 40 }),
      fc.jsonValue(),
    ),
    signInputs: fc.oneof(fc.array(signInput, { maxLength: 3 }), fc.jsonValue()),
    broadcast: fc.oneof(fc.boolean(), fc.jsonValue()),
    message: fc.oneof(fc.string(), fc.jsonValue()),
    protocol: fc.oneof(fc.constantFrom('bip322', 'ECDSA', 'other'), fc.jsonValue()),
    recipient: fc.oneof(fc.constant(key.address), fc.string({ maxLength: 50 })),
    amount: fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.jsonValue()),
  },
  { requiredKeys: [] },
)

function summaryOrProviderError(read: () => unknown) {
  try {
    return read()
  } catch (error) {
    expect(error, String((error as Error)?.stack)).toBeInstanceOf(ProviderRpcError)
    expect((error as ProviderRpcError).message.length).toBeGreaterThan(0)
    return undefined
  }
}

describe('bip122 requests under random input', () => {
  it('reads the valid PSBT the mutations start from', () => {
    const request = parsePsbtRequest(key, {
      psbt: base64.encode(VALID),
      signInputs: [{ address: key.address, index: 0 }],
    })
    expect(psbtOutputs(key, request.tx).map((output) => output.mine)).toEqual([false, true, false])
  })

  it('signPsbt: a PSBT request reads to inputs and outputs, or throws a ProviderRpcError', () => {
    fc.assert(
      fc.property(params, (input) => {
        const request = summaryOrProviderError(() => parsePsbtRequest(key, input))
        if (request === undefined) return
        for (const output of psbtOutputs(key, (request as ReturnType<typeof parsePsbtRequest>).tx)) {
          expect(typeof output.address).toBe('string')
          expect(typeof output.amount).toBe('bigint')
        }
      }),
    )
  })

  it('the approval sheet describes any request or refuses it with a ProviderRpcError', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('signPsbt', 'signMessage', 'sendTransfer', 'getAccounts', ''),
        fc.oneof(params, fc.jsonValue()),
        (method, input) => {
          summaryOrProviderError(() => describeBitcoinRequest({ method, params: input }, NETWORK, key))
        },
      ),
    )
  })
})
