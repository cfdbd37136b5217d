import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'

/** EIP-55: the address with its checksum in the letter case. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase()
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)))
  let out = '0x'
  for (let i = 0; i < 40; i++) out += Number.parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i]!
  return out
}

/** What differs between the namespaces' sign-in messages: the first line, the address and the Chain ID line. */
export interface SignInHeader {
  /** "{domain} wants you to sign in with your … account:" */
  firstLine: string
  address: string
  /** The Chain ID line's value. */
  chainId: string
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

/**
 * The namespace-specific part of a CAIP-122 sign-in message. eip155 is EIP-4361: the chain's number and the
 * address with its EIP-55 checksum. Solana and Bitcoin (Sign-In with Solana, Sign-In with Bitcoin) name their
 * blockchain, keep the address as the chain spells it and write the whole CAIP-2 id as the Chain ID, which
 * is the form the Airlock cloud's verify reads without guessing the network. Throws for any other namespace
 * or an address that is not the chain's.
 *
 * @example
 * signInHeader('dapp.example.com', 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ', address).firstLine
 * // 'dapp.example.com wants you to sign in with your Solana account:'
 */
export function signInHeader(domain: string, caipNetworkId: string, address: string): SignInHeader {
  const at = caipNetworkId.indexOf(':')
  const namespace = caipNetworkId.slice(0, at)
  const reference = at > 0 ? caipNetworkId.slice(at + 1) : ''
  switch (namespace) {
    case 'eip155':
      if (!/^\d+$/.test(reference)) break
      if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error(`Not an EVM address: ${address}`)
      return {
        firstLine: `${domain} wants you to sign in with your Ethereum account:`,
        address: toChecksumAddress(address),
        chainId: reference,
      }
    case 'solana':
      if (!/^[1-9A-HJ-NP-Za-km-z]{1,32}$/.test(reference)) break
      if (!BASE58.test(address) || address.length < 32 || address.length > 44)
        throw new Error(`Not a Solana address: ${address}`)
      return {
        firstLine: `${domain} wants you to sign in with your Solana account:`,
        address,
        chainId: caipNetworkId,
      }
    case 'bip122':
      if (!/^[0-9a-f]{32}$/.test(reference)) break
      // bech32 (bc1…, tb1…, bcrt1…) or base58 (1…, 3…, m…, n…, 2…): letters and digits, one line.
      if (!/^[a-zA-Z0-9]{26,90}$/.test(address)) throw new Error(`Not a Bitcoin address: ${address}`)
      return {
        firstLine: `${domain} wants you to sign in with your Bitcoin account:`,
        address,
        chainId: caipNetworkId,
      }
  }
  throw new Error(
    `Sign-in messages are written for eip155, solana and bip122 networks, not for ${caipNetworkId}`,
  )
}
