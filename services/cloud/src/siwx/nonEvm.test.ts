import { signBip137Message, signBip322Simple } from '@airlock/bitcoin/bip322'
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import type { ResolvedBitcoinChain } from '../bitcoin/config.ts'
import { BITCOIN_NETWORKS } from '../bitcoin/network.ts'
import type { SolanaChainConfig } from '../solana/config.ts'
import { SIWX_ERRORS } from './checks.ts'
import { caipNetworkOf, checkNonEvmMessage, NON_EVM_SIWX_ERRORS, verifyNonEvmSignature } from './nonEvm.ts'

const SOLANA = 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ'
const BITCOIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const ORIGIN = 'https://dapp.example.com'
const NOW = new Date('2026-11-25T12:00:00.000Z')

const solanaSecret = new Uint8Array(32).fill(3)
const solanaAddress = getBase58Decoder().decode(ed25519.getPublicKey(solanaSecret))
const bitcoinKey = new Uint8Array(32).fill(5)
const regtest = BITCOIN_NETWORKS.regtest
const bitcoinAddress = p2wpkh(secp256k1.getPublicKey(bitcoinKey, true), regtest).address!
const taprootAddress = p2tr(secp256k1.getPublicKey(bitcoinKey, true).slice(1), undefined, regtest).address!

const context = {
  origin: ORIGIN,
  solanaChains: new Map<string, SolanaChainConfig>([
    [SOLANA, { caipNetworkId: SOLANA, rpcUrl: 'http://127.0.0.1:1' }],
  ]),
  bitcoinChains: new Map<string, ResolvedBitcoinChain>([
    [BITCOIN, { caipNetworkId: BITCOIN, esploraUrl: 'http://127.0.0.1:1', network: 'regtest' }],
  ]),
  now: NOW,
}

function message(fields: {
  address: string
  chainId: string
  blockchain?: string
  domain?: string
  uri?: string
  expires?: string
}) {
  return [
    `${fields.domain ?? 'dapp.example.com'} wants you to sign in with your ${fields.blockchain ?? 'Solana'} account:`,
    fields.address,
    '',
    'Sign in to the test dapp',
    '',
    `URI: ${fields.uri ?? `${ORIGIN}/app`}`,
    'Version: 1',
    `Chain ID: ${fields.chainId}`,
    'Nonce: 5d41402abc4b2a76b9719d911017c592',
    'Issued At: 2026-11-25T11:59:00.000Z',
    `Expiration Time: ${fields.expires ?? '2026-11-25T13:00:00.000Z'}`,
  ].join('\n')
}

describe('checkNonEvmMessage', () => {
  it('accepts a Solana message on a served cluster, by CAIP-2 id, reference or cluster name', () => {
    for (const chainId of [SOLANA, '23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ', 'localnet']) {
      const checked = checkNonEvmMessage(message({ address: solanaAddress, chainId }), context)
      expect(checked).toMatchObject({
        ok: true,
        message: { namespace: 'solana', address: solanaAddress, caipNetworkId: SOLANA },
      })
    }
  })

  it('accepts a Bitcoin message and keeps its bech32 address in lower case', () => {
    const checked = checkNonEvmMessage(
      message({ address: bitcoinAddress.toUpperCase(), chainId: BITCOIN, blockchain: 'Bitcoin' }),
      context,
    )
    expect(checked).toMatchObject({
      ok: true,
      message: { namespace: 'bip122', address: bitcoinAddress, caipNetworkId: BITCOIN, network: 'regtest' },
    })
    expect(caipNetworkOf('regtest', bitcoinAddress)).toBe(BITCOIN)
  })

  it('refuses a chain the cloud does not serve, and an address of another chain', () => {
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(checkNonEvmMessage(message({ address: solanaAddress, chainId: 'mainnet' }), context)).toEqual({
      ok: false,
      error: SIWX_ERRORS.chain(mainnet),
    })
    expect(checkNonEvmMessage(message({ address: bitcoinAddress, chainId: SOLANA }), context)).toEqual({
      ok: false,
      error: NON_EVM_SIWX_ERRORS.address(bitcoinAddress, SOLANA),
    })
    const mainnetBitcoin = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    expect(checkNonEvmMessage(message({ address: mainnetBitcoin, chainId: BITCOIN }), context)).toEqual({
      ok: false,
      error: NON_EVM_SIWX_ERRORS.address(mainnetBitcoin, BITCOIN),
    })
  })

  it("refuses another page's domain or uri, expired messages and text that is not CAIP-122", () => {
    const base = { address: solanaAddress, chainId: SOLANA }
    expect(checkNonEvmMessage(message({ ...base, domain: 'evil.example.com' }), context)).toEqual({
      ok: false,
      error: SIWX_ERRORS.domain('evil.example.com', 'dapp.example.com'),
    })
    expect(checkNonEvmMessage(message({ ...base, uri: 'https://evil.example.com/' }), context)).toEqual({
      ok: false,
      error: SIWX_ERRORS.uri('https://evil.example.com/', ORIGIN),
    })
    expect(checkNonEvmMessage(message({ ...base, expires: '2026-11-25T11:00:00.000Z' }), context)).toEqual({
      ok: false,
      error: SIWX_ERRORS.expired,
    })
    expect(checkNonEvmMessage('hello', context)).toEqual({
      ok: false,
      error: NON_EVM_SIWX_ERRORS.invalidMessage,
    })
  })
})

describe('verifyNonEvmSignature', () => {
  it("checks a Solana account's Ed25519 signature of the text", () => {
    const text = message({ address: solanaAddress, chainId: SOLANA })
    const checked = checkNonEvmMessage(text, context)
    if (!checked.ok) throw new Error(checked.error)
    const signature = getBase58Decoder().decode(ed25519.sign(new TextEncoder().encode(text), solanaSecret))
    expect(verifyNonEvmSignature(checked.message, text, signature)).toBe(true)
    expect(verifyNonEvmSignature(checked.message, `${text} `, signature)).toBe(false)
  })

  it('checks BIP-322 signatures of p2wpkh and p2tr addresses, and BIP-137 ones of p2wpkh', () => {
    for (const address of [bitcoinAddress, taprootAddress]) {
      const text = message({ address, chainId: BITCOIN, blockchain: 'Bitcoin' })
      const checked = checkNonEvmMessage(text, context)
      if (!checked.ok) throw new Error(checked.error)
      const signature = signBip322Simple({ privateKey: bitcoinKey, address, message: text, network: regtest })
      expect(verifyNonEvmSignature(checked.message, text, signature)).toBe(true)
      expect(verifyNonEvmSignature(checked.message, `${text} `, signature)).toBe(false)
    }
    const text = message({ address: bitcoinAddress, chainId: BITCOIN, blockchain: 'Bitcoin' })
    const checked = checkNonEvmMessage(text, context)
    if (!checked.ok) throw new Error(checked.error)
    const legacy = signBip137Message({
      privateKey: bitcoinKey,
      address: bitcoinAddress,
      message: text,
      network: regtest,
    })
    expect(verifyNonEvmSignature(checked.message, text, legacy)).toBe(true)
    expect(verifyNonEvmSignature(checked.message, text, 'not base64!')).toBe(false)
  })
})
