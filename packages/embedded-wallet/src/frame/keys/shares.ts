import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex, type Hex, hexToBytes, isHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/**
 * The account key's 2-of-3 split (docs/embedded-wallet.md, "Key material"), with the audited
 * `shamir-secret-sharing`: any two shares rebuild the key, one alone says nothing about it.
 */
export interface KeyShares {
  /** Kept in the frame origin's localStorage. */
  deviceShare: Hex
  /** Sent to the cloud, released only to a session that proved the email now. */
  authShare: Hex
  /** Sent to the cloud, released to a new device once it is approved by the mailed link. */
  recoveryShare: Hex
}

/** A share: 32 key bytes plus the x-coordinate byte. */
const SHARE_BYTES = 33

export async function splitKey(privateKey: Hex): Promise<KeyShares> {
  const secret = hexToBytes(privateKey)
  if (secret.length !== 32) throw new Error('A private key is 32 bytes')
  const [deviceShare, authShare, recoveryShare] = (await split(secret, 3, 2)).map((share) =>
    bytesToHex(share),
  )
  secret.fill(0)
  if (!deviceShare || !authShare || !recoveryShare) throw new Error('The split gave fewer than 3 shares')
  return { deviceShare, authShare, recoveryShare }
}

export function isShare(value: unknown): value is Hex {
  return typeof value === 'string' && isHex(value, { strict: true }) && value.length === 2 + SHARE_BYTES * 2
}

/** Rebuilds the key from two shares and checks it is the account's: wrong or mixed-up shares fail here. */
export async function combineShares(first: Hex, second: Hex, expectedAddress?: string): Promise<Hex> {
  if (!isShare(first) || !isShare(second)) throw new Error('A key share is malformed')
  const secret = await combine([hexToBytes(first), hexToBytes(second)])
  const privateKey = bytesToHex(secret)
  secret.fill(0)
  if (expectedAddress && privateKeyToAddress(privateKey).toLowerCase() !== expectedAddress.toLowerCase())
    throw new Error('The key shares do not match the account')
  return privateKey
}
