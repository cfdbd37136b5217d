import { isAddress } from 'viem'
import { z } from 'zod'

/**
 * The message a registration signs (personal_sign, EIP-191), documented in docs/names.md: one JSON object
 *
 *   {"name":"alice.airlock.eth","address":"0x…","timestamp":1764097857,"attributes":{"avatar":"https://…"}}
 *
 * naming the full name, the address it is registered to (the signer), the time it was signed (Unix seconds)
 * and optionally the name's text records. Any key order and spacing; no other keys.
 */
export interface RegistrationMessage {
  name: string
  address: `0x${string}`
  /** Unix time in seconds. */
  timestamp: number
  attributes?: Record<string, string>
}

/** Text records a name may carry, and their limits. */
export const MAX_ATTRIBUTES = 16
export const MAX_ATTRIBUTE_KEY_LENGTH = 64
export const MAX_ATTRIBUTE_VALUE_LENGTH = 1024
export const MAX_MESSAGE_LENGTH = 4096

const attributesSchema = z
  .record(
    z
      .string()
      .min(1)
      .max(MAX_ATTRIBUTE_KEY_LENGTH, `An attribute key has at most ${MAX_ATTRIBUTE_KEY_LENGTH} characters`),
    z
      .string()
      .max(MAX_ATTRIBUTE_VALUE_LENGTH, `An attribute has at most ${MAX_ATTRIBUTE_VALUE_LENGTH} characters`),
  )
  .refine(
    (attributes) => Object.keys(attributes).length <= MAX_ATTRIBUTES,
    `At most ${MAX_ATTRIBUTES} attributes`,
  )
  .refine(
    (attributes) => attributes.avatar === undefined || /^https?:\/\//.test(attributes.avatar),
    'The avatar attribute must be an http(s) URL',
  )

const messageSchema = z
  .object({
    name: z.string().min(1),
    address: z
      .string()
      .refine((value) => isAddress(value, { strict: false }), 'address must be an EVM address'),
    timestamp: z.number().int('timestamp must be whole Unix seconds').positive(),
    attributes: attributesSchema.optional(),
  })
  .strict()

/** The message text for a registration: what the kit asks the wallet to sign. */
export function formatRegistrationMessage(message: RegistrationMessage): string {
  return JSON.stringify({
    name: message.name,
    address: message.address,
    timestamp: message.timestamp,
    ...(message.attributes ? { attributes: message.attributes } : {}),
  })
}

export type ParsedMessage = { ok: true; message: RegistrationMessage } | { ok: false; error: string }

/** Reads a signed registration message; a readable error when it is not one. */
export function parseRegistrationMessage(text: string): ParsedMessage {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, error: 'The message must be the JSON registration message (see docs/names.md)' }
  }
  const parsed = messageSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
    return { ok: false, error: `Invalid registration message: ${where}${issue.message}` }
  }
  return { ok: true, message: parsed.data as RegistrationMessage }
}
