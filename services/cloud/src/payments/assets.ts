import { type Address, erc20Abi, getAddress, isAddress, zeroAddress } from 'viem'
import type { ChainService } from '../chains/services.ts'
import { HttpError } from '../http/errors.ts'

/** A CAIP-19 asset of an EVM chain the payments can name: an ERC-20, or the native coin (slip44:60). */
export interface PaymentAsset {
  /** CAIP-2, e.g. eip155:31337. */
  network: string
  /** The ERC-20 contract, lower case; the zero address for the native coin. */
  token: Address
  /** As the cloud writes it back: lower-case address, e.g. eip155:31337/erc20:0xab…. */
  caip19: string
}

const CAIP19 = /^(eip155:\d{1,20})\/(erc20:(0x[0-9a-fA-F]{40})|slip44:60)$/

/** What `asset` names, or a message saying what a payments asset looks like. */
export function parsePaymentAsset(asset: string): PaymentAsset | string {
  const match = CAIP19.exec(asset)
  if (!match || (match[3] !== undefined && !isAddress(match[3], { strict: false }))) {
    return 'Expected a CAIP-19 asset: eip155:<chain id>/erc20:0x… for a token or eip155:<chain id>/slip44:60 for the native coin'
  }
  const network = match[1]!
  const token = (match[3]?.toLowerCase() ?? zeroAddress) as Address
  return { network, token, caip19: match[3] ? `${network}/erc20:${token}` : `${network}/slip44:60` }
}

/** The asset's symbol and decimals: the chain's native currency, or read from the token contract. */
export async function readAssetMetadata(service: ChainService, asset: PaymentAsset) {
  if (asset.token === zeroAddress) return { symbol: service.native.symbol, decimals: service.native.decimals }
  const address = getAddress(asset.token)
  try {
    const [symbol, decimals] = await Promise.all([
      service.client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      service.client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return { symbol, decimals }
  } catch {
    throw new HttpError(400, `asset: ${asset.caip19} is not an ERC-20 token on ${asset.network}`)
  }
}

/** "12.50" in an asset of `decimals` as its atomic integer, or a message saying why it is not an amount. */
export function atomicAmount(amount: string, decimals: number): bigint | string {
  const match = /^(\d{1,60})(?:\.(\d{1,60}))?$/.exec(amount)
  if (!match) return 'Expected a positive decimal amount such as "5" or "12.50"'
  const fraction = match[2] ?? ''
  if (fraction.length > decimals)
    return `The asset has ${decimals} decimals: the amount has ${fraction.length}`
  const atomic = BigInt(match[1]! + fraction.padEnd(decimals, '0'))
  return atomic > 0n ? atomic : 'The amount must be more than 0'
}
