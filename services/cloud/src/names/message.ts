import { isAddress } from 'viem'
import { z } from 'zod'
import { projectIdSchema } from '../projects/schema.ts'
import {
  attributeIssue,
  MAX_ATTRIBUTE_KEY_LENGTH,
  MAX_ATTRIBUTE_VALUE_LENGTH,
  MAX_ATTRIBUTES,
} from './attributes.ts'

/**
 * The message a registration signs (personal_sign, EIP-191), documented in docs/names.md: one JSON object
 *
 *   {"name":"alice.airlock.eth","address":"0x…","domain":"app.example","projectId":"my-project",
 *    "chain":"eip155:1","timestamp":1764097857,"attributes":{"avatar":"https://…"}}
 *
 * naming the full name, the address it is registered to (the signer), the site that asked for the signature
 * (its host), the project and the chain it is registered through, the time it was signed (Unix seconds) and
 * optionally the name's text records. Any key order and spacing; no other keys. The site, project and chain
 * tie the signature to one registration: a signature collected elsewhere does not register anything here.
 */
export interface RegistrationMessage {
  name: string
  address: `0x${string}`
  /** The host (and port, when not the scheme's default) of the page that asked for the signature. */
  domain: string
  projectId: string
  /** CAIP-2 id of the EVM chain: `eip155:<chain id>`. */
  chain: string
  /** Unix time in seconds. */
  timestamp: number
  attributes?: Record<string, string>
}

export const MAX_MESSAGE_LENGTH = 4096

/** A message of the first format: signed for any site, project and chain, so replayable to all of them. */
export const UNBOUND_MESSAGE =
  'The message names no domain, projectId and chain, so it could have been signed for another site: sign a new one'
export const NOT_A_MESSAGE = 'The message must be the JSON registration message (see docs/names.md)'

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
  .superRefine((attributes, ctx) => {
    for (const [key, value] of Object.entries(attributes)) {
      const issue = attributeIssue(key, value)
      if (issue) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: issue, path: [key] })
        return
      }
    }
  })

const messageSchema = z
  .object({
    name: z.string().min(1),
    address: z
      .string()
      .refine((value) => isAddress(value, { strict: false }), 'address must be an EVM address'),
    // A URL's host: a DNS name or an IP address (IPv6 in brackets), then the port when not the default one.
    domain: z
      .string()
      .max(261)
      .regex(
        /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i,
        'domain must be the host of the page, e.g. app.example',
      ),
    projectId: projectIdSchema,
    chain: z.string().regex(/^eip155:\d{1,10}$/, 'chain must be an EVM chain as CAIP-2, e.g. eip155:1'),
    timestamp: z.number().int('timestamp must be whole Unix seconds').positive(),
    attributes: attributesSchema.optional(),
  })
  .strict()

/** The message text for a registration: what the kit asks the wallet to sign. */
export function formatRegistrationMessage(message: RegistrationMessage): string {
  return JSON.stringify({
    name: message.name,
    address: message.address,
    domain: message.domain,
    projectId: message.projectId,
    chain: message.chain,
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
    return { ok: false, error: NOT_A_MESSAGE }
  }
  if (
    typeof json === 'object' &&
    json !== null &&
    !Array.isArray(json) &&
    !('domain' in json) &&
    !('projectId' in json) &&
    !('chain' in json)
  ) {
    return { ok: false, error: UNBOUND_MESSAGE }
  }
  const parsed = messageSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    // A text record's own message names it already.
    const path = issue.path[0] === 'attributes' ? ['attributes'] : issue.path
    const where = path.length > 0 ? `${path.join('.')}: ` : ''
    return { ok: false, error: `Invalid registration message: ${where}${issue.message}` }
  }
  return { ok: true, message: parsed.data as RegistrationMessage }
}
