/**
 * US bank routing numbers (ABA routing transit numbers): nine digits, the last a check digit. Weighted 3, 7, 1
 * from the left (3·d1 + 7·d2 + d3 + 3·d4 + …), the digits sum to a multiple of 10.
 */

import { BankMessages } from './messages.ts'

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const

/** The routing number as it is stored and checked: spaces and dashes removed. */
export const normalizeRoutingNumber = (text: string) => text.replace(/[\s-]+/g, '')

/** The 3-7-1 weighted sum of nine digits. */
export function routingChecksum(digits: string): number {
  let sum = 0
  for (let index = 0; index < WEIGHTS.length; index++) {
    sum += Number(digits[index]) * (WEIGHTS[index] as number)
  }
  return sum
}

/** What is wrong with a routing number, in words its owner can act on; undefined when it is valid. */
export function routingNumberProblem(text: string): string | undefined {
  const digits = normalizeRoutingNumber(text)
  if (digits === '') return BankMessages.ENTER_ROUTING_NUMBER
  if (!/^\d+$/.test(digits)) return BankMessages.ROUTING_NUMBER_DIGITS
  if (digits.length !== 9) return BankMessages.ROUTING_NUMBER_LENGTH(digits.length)
  if (routingChecksum(digits) % 10 !== 0) {
    return BankMessages.ROUTING_NUMBER_CHECKSUM
  }
  return undefined
}
