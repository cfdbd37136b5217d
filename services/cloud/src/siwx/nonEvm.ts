import type { ResolvedBitcoinChain } from '../bitcoin/config.ts'
import { type BitcoinNetworkName, normalizeBitcoinAddress } from '../bitcoin/network.ts'
import { isSolanaAddress } from '../solana/address.ts'
import type { SolanaChainConfig } from '../solana/config.ts'
import { verifyBitcoinSignIn } from './bitcoin.ts'
import { type Caip122Fields, parseCaip122Message } from './caip122.ts'
import { checkPage, checkTimes, SIWX_ERRORS } from './checks.ts'
import { verifySolanaMessage } from './solana.ts'

/** What a refused Solana or Bitcoin sign-in answers besides SIWX_ERRORS; docs/siwx.md lists them. */
export const NON_EVM_SIWX_ERRORS = {
  invalidMessage: 'The sign-in message is not a CAIP-122 message',
  address: (address: string, caipNetworkId: string) =>
    `The message's account ${address.slice(0, 100)} is not an address of ${caipNetworkId}`,
} as const

/** Cluster and network names wallets write as the Chain ID (Sign-In with Solana writes `mainnet`). */
const CHAIN_NAMES: Readonly<Record<'solana' | 'bip122', Readonly<Record<string, string>>>> = Object.freeze({
  solana: {
    mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    localnet: '23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ',
  },
  bip122: {
    mainnet: '000000000019d6689c085ae165831e93',
    testnet: '000000000933ea01ad0ee984209779ba',
    signet: '00000008819873e925422c1ff0f99f7c',
    regtest: '0f9188f13cb7b2c71f2a335e3a4fc328',
  },
})

export interface CheckedNonEvmMessage {
  namespace: 'solana' | 'bip122'
  /** As the chain spells it: base58 for Solana, lower case for bech32 Bitcoin addresses. */
  address: string
  caipNetworkId: string
  /** Bitcoin's address format, for the signature check. */
  network?: BitcoinNetworkName | undefined
  fields: Caip122Fields
}

export type NonEvmCheckResult = { ok: true; message: CheckedNonEvmMessage } | { ok: false; error: string }

/** The CAIP-2 id a message's Chain ID stands for: written whole, or its reference or name on the address's family. */
export function caipNetworkOf(chainId: string, address: string): string {
  if (chainId.includes(':')) return chainId
  const namespace = isSolanaAddress(address) ? 'solana' : 'bip122'
  return `${namespace}:${CHAIN_NAMES[namespace][chainId] ?? chainId}`
}

/**
 * The checks of a Solana or Bitcoin sign-in message that need no database or signature (the same rules as
 * EIP-4361's, CAIP-122): a CAIP-122 text, version 1, for the calling page (domain, scheme, uri), on a Solana or
 * Bitcoin chain the cloud serves, whose account is an address of that chain, inside its times.
 *
 * @example
 * checkNonEvmMessage(text, { origin: 'https://dapp.example.com', solanaChains, bitcoinChains })
 * // { ok: true, message: { namespace: 'solana', address, caipNetworkId: 'solana:23mdeeaL…', fields } }
 */
export function checkNonEvmMessage(
  text: string,
  context: {
    origin: string
    solanaChains: ReadonlyMap<string, SolanaChainConfig>
    bitcoinChains: ReadonlyMap<string, ResolvedBitcoinChain>
    now?: Date
  },
): NonEvmCheckResult {
  const now = (context.now ?? new Date()).getTime()
  const fields = parseCaip122Message(text)
  if (fields?.version !== '1') return { ok: false, error: NON_EVM_SIWX_ERRORS.invalidMessage }
  const pageError = checkPage(fields, context.origin)
  if (pageError) return { ok: false, error: pageError }
  const caipNetworkId = caipNetworkOf(fields.chainId, fields.address)
  const solana = context.solanaChains.get(caipNetworkId)
  const bitcoin = context.bitcoinChains.get(caipNetworkId)
  if (!solana && !bitcoin) return { ok: false, error: SIWX_ERRORS.chain(caipNetworkId) }
  const address = solana
    ? isSolanaAddress(fields.address)
      ? fields.address
      : undefined
    : normalizeBitcoinAddress(fields.address, bitcoin!.network)
  if (!address) return { ok: false, error: NON_EVM_SIWX_ERRORS.address(fields.address, caipNetworkId) }
  const timeError = checkTimes(fields, now)
  if (timeError) return { ok: false, error: timeError }
  return {
    ok: true,
    message: {
      namespace: solana ? 'solana' : 'bip122',
      address,
      caipNetworkId,
      ...(bitcoin ? { network: bitcoin.network } : {}),
      fields,
    },
  }
}

/**
 * Whether `signature` signs the message text for the checked message's account: Ed25519 over the UTF-8 bytes
 * (base58 or base64 signature) on Solana; BIP-322 simple or BIP-137 (base64) on Bitcoin.
 *
 * @example
 * verifyNonEvmSignature(checked.message, text, signature) // true
 */
export function verifyNonEvmSignature(
  message: CheckedNonEvmMessage,
  text: string,
  signature: string,
): boolean {
  if (message.namespace === 'solana')
    return verifySolanaMessage({ address: message.address, message: text, signature })
  return verifyBitcoinSignIn({
    // The address as written: BIP-322 commits to its script, which is the same in either letter case.
    address: message.address,
    message: text,
    signature,
    network: message.network ?? 'mainnet',
  })
}

/** A stored session's data in the shape presentSession answers, for a Solana or Bitcoin message. */
export function nonEvmSessionData(row: { address: string; caip_network_id: string; message: string }) {
  const fields = parseCaip122Message(row.message)
  const iso = (value: Date | undefined) => value?.toISOString()
  return {
    accountAddress: row.address,
    chainId: row.caip_network_id,
    domain: fields?.domain,
    uri: fields?.uri,
    version: fields?.version,
    nonce: fields?.nonce,
    statement: fields?.statement,
    resources: fields?.resources,
    requestId: fields?.requestId,
    issuedAt: iso(fields?.issuedAt),
    expirationTime: iso(fields?.expirationTime),
    notBefore: iso(fields?.notBefore),
  }
}
