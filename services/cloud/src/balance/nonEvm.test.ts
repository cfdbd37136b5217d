import { describe, expect, it } from 'vitest'
import type { ResolvedBitcoinChain } from '../bitcoin/config.ts'
import { HttpError } from '../http/errors.ts'
import type { SolanaChainConfig } from '../solana/config.ts'
import { nonEvmAccount } from './nonEvm.ts'

const SOLANA = 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ'
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const SOL_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const BTC_MAINNET = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'

const ctx = {
  solanaChains: new Map<string, SolanaChainConfig>([
    [SOLANA, { caipNetworkId: SOLANA, rpcUrl: 'http://127.0.0.1:1' }],
  ]),
  bitcoinChains: new Map<string, ResolvedBitcoinChain>([
    [REGTEST, { caipNetworkId: REGTEST, esploraUrl: 'http://127.0.0.1:1', network: 'regtest' }],
    [MAINNET, { caipNetworkId: MAINNET, esploraUrl: 'http://127.0.0.1:2', network: 'mainnet' }],
  ]),
}

describe('nonEvmAccount', () => {
  it('leaves EVM calls to the EVM route', () => {
    expect(nonEvmAccount(ctx, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', undefined)).toBeUndefined()
    expect(nonEvmAccount(ctx, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'eip155:1')).toBeUndefined()
    expect(
      nonEvmAccount(ctx, 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', undefined),
    ).toBeUndefined()
    expect(nonEvmAccount(ctx, 'hello', undefined)).toBeUndefined()
    // Without Solana chains, a solana: account is the EVM route's to refuse, as before.
    const evmOnly = { ...ctx, solanaChains: new Map() }
    expect(nonEvmAccount(evmOnly, `${SOLANA}:${SOL_ADDRESS}`, undefined)).toBeUndefined()
  })

  it('finds Solana accounts by chainId, CAIP-10 or address form', () => {
    const expected = { namespace: 'solana', address: SOL_ADDRESS, chainIds: [SOLANA] }
    expect(nonEvmAccount(ctx, SOL_ADDRESS, SOLANA)).toEqual(expected)
    expect(nonEvmAccount(ctx, `${SOLANA}:${SOL_ADDRESS}`, undefined)).toEqual(expected)
    expect(nonEvmAccount(ctx, SOL_ADDRESS, undefined)).toEqual(expected)
  })

  it('finds Bitcoin accounts on the networks their address belongs to, bech32 in lower case', () => {
    expect(nonEvmAccount(ctx, BTC_MAINNET.toUpperCase(), undefined)).toEqual({
      namespace: 'bip122',
      address: BTC_MAINNET,
      chainIds: [MAINNET],
    })
    expect(nonEvmAccount(ctx, BTC_MAINNET, MAINNET)).toMatchObject({ chainIds: [MAINNET] })
  })

  it('refuses an unconfigured chain, a conflicting chainId and an address the chain cannot have', () => {
    const status = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        return error instanceof HttpError ? [error.statusCode, error.message] : error
      }
      return 'no error'
    }
    expect(status(() => nonEvmAccount(ctx, SOL_ADDRESS, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).toEqual([
      400,
      `Unsupported chain: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp (supported: ${SOLANA})`,
    ])
    expect(status(() => nonEvmAccount(ctx, `${SOLANA}:${SOL_ADDRESS}`, REGTEST))).toEqual([
      400,
      `The account is on ${SOLANA} but chainId asks for ${REGTEST}`,
    ])
    expect(status(() => nonEvmAccount(ctx, BTC_MAINNET, SOLANA))).toEqual([
      400,
      `Invalid Solana address: ${BTC_MAINNET} (base58 of 32 bytes)`,
    ])
    expect(status(() => nonEvmAccount(ctx, BTC_MAINNET, REGTEST))).toEqual([
      400,
      `Invalid Bitcoin address: ${BTC_MAINNET} is not a regtest address`,
    ])
  })
})
