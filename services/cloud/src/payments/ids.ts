import { randomInt } from 'node:crypto'
import { type Hex, keccak256, toBytes } from 'viem'

/** Bitcoin's base58 alphabet: no 0, O, I or l, so an id read aloud or retyped is not misread. */
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** `length` characters drawn uniformly from the base58 alphabet with the system's secure random source. */
export function randomBase58(length: number): string {
  let text = ''
  for (let index = 0; index < length; index++) text += BASE58[randomInt(BASE58.length)]
  return text
}

/** A payment intent's id: `pay_` and 24 random base58 characters (about 140 bits). */
export const newIntentId = () => `pay_${randomBase58(24)}`

/** A webhook event's id: `evt_` and 24 random base58 characters, the same on every retry of the event. */
export const newEventId = () => `evt_${randomBase58(24)}`

/** The bytes32 the payments contract knows an intent by: keccak256 of the id's UTF-8 bytes. */
export const onchainIntentId = (id: string): Hex => keccak256(toBytes(id))
