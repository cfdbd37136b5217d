import fc from 'fast-check'
import { describe, it } from 'vitest'
import { describeSolanaRequest, messageBytes } from './summary.ts'
import { ADDRESS, METHODS, NETWORK, params, valueOrProviderError } from './wire.testkit.ts'

/*
 * The approval sheet reads a dapp's Solana request (transactions, messages) for its summary: a summary or a
 * ProviderRpcError (-32602 when it does not decode, 4100, 4200), never another error, whatever it carries.
 */

/**
 * Found by this property: the transfer with one byte inserted into its message decodes as a wire transaction
 * but not as a message, and the sheet throws kit's SolanaError instead of -32602.
 */
const UNREADABLE_MESSAGE =
  'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAEDAAUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJAQICAAEMAgAAAADKmjsAAAAA'

describe('Solana approval sheet under random input', () => {
  it('the approval sheet describes any request or refuses it with a ProviderRpcError', () => {
    fc.assert(
      fc.property(fc.constantFrom(...METHODS), fc.oneof(params, fc.jsonValue()), (method, input) => {
        valueOrProviderError(() => describeSolanaRequest({ method, params: input }, NETWORK, ADDRESS))
        if (method === 'solana_signMessage') valueOrProviderError(() => messageBytes(input))
      }),
      { examples: [['solana_signTransaction', { transaction: UNREADABLE_MESSAGE }]] },
    )
  })
})
