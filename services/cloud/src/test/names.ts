import type { Address, Hex } from 'viem'
import { chainOfCoinType } from '../names/coinType.ts'
import { formatRegistrationMessage } from '../names/message.ts'
import { fetchJson } from './cloud.ts'

/** The devnet's ENSIP-11 coin type: 0x80000000 | 31337. */
export const DEVNET_COIN_TYPE = 0x80007a69

export type NameSigner = { address: Address; signMessage(args: { message: string }): Promise<Hex> }

export interface SignedRegistrationOptions {
  name: string
  signer: NameSigner
  /** The project the message names. */
  projectId: string
  /** The site the message names (default `names.example`). */
  domain?: string
  /** The chain the message names; default the coin type's (`eip155:31337` for the devnet's). */
  chain?: string
  /** The registering address, when it is not the signer's (a contract account). */
  address?: Address
  timestamp?: number
  attributes?: Record<string, string>
  coinType?: number | string
  wrap?: (signature: Hex) => Hex
}

/** A body for POST /v1/profile/account: the message of docs/names.md, signed. */
export async function signedRegistration(options: SignedRegistrationOptions) {
  const address = options.address ?? options.signer.address
  const coinType = options.coinType ?? DEVNET_COIN_TYPE
  const message = formatRegistrationMessage({
    name: options.name,
    address,
    domain: options.domain ?? 'names.example',
    projectId: options.projectId,
    chain: options.chain ?? `eip155:${chainOfCoinType(Number(coinType))}`,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    ...(options.attributes ? { attributes: options.attributes } : {}),
  })
  const signature = await options.signer.signMessage({ message })
  return {
    coin_type: coinType,
    address,
    message,
    signature: options.wrap ? options.wrap(signature) : signature,
  }
}

/** POSTs a registration to `cloudUrl` for `projectId`, from `origin` when given (as a page would). */
export function postRegistration(cloudUrl: string, projectId: string, body: unknown, origin?: string) {
  return fetchJson<{ success?: boolean; name?: string; address?: string; error?: string }>(
    `${cloudUrl}/v1/profile/account?projectId=${projectId}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: JSON.stringify(body),
    },
  )
}
