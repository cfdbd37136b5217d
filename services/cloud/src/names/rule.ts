import { normalize } from 'viem/ens'
import { z } from 'zod'

/** Spec section 9: a name's minimum length. */
export const NAME_MIN_LENGTH = 4
/** The longest label DNS (and so the DNS wire format ENS resolvers receive) allows. */
export const NAME_MAX_LENGTH = 63

/** Spec section 5: letters, digits and hyphens, at least 4 characters. */
export const NAME_RULE_MESSAGE = `A name has letters, digits and hyphens only, at least ${NAME_MIN_LENGTH} characters`

const LABEL = /^[a-z0-9-]+$/

export type LabelCheck = { ok: true; label: string } | { ok: false; error: string }

/**
 * The label (`alice` of alice.airlock.eth) normalised as ENS does (viem's normalize: ENSIP-15, lower case),
 * then held to the name rule. Letters are ASCII: ENSIP-15 would admit other scripts and look-alikes of them.
 */
export function checkLabel(input: string): LabelCheck {
  let label: string
  try {
    label = normalize(input.trim())
  } catch {
    // ENSIP-15 refuses it (e.g. an underscore past the start, a disallowed character): the rule says why.
    return { ok: false, error: NAME_RULE_MESSAGE }
  }
  if (!LABEL.test(label) || label.length < NAME_MIN_LENGTH) return { ok: false, error: NAME_RULE_MESSAGE }
  if (label.length > NAME_MAX_LENGTH) {
    return { ok: false, error: `A name has at most ${NAME_MAX_LENGTH} characters` }
  }
  return { ok: true, label }
}

/** A full ENS name (labels separated by dots, each a valid ENS label), normalised; for configuration. */
export const nameSchema = z.string().transform((value, ctx) => {
  try {
    const name = normalize(value)
    if (name.split('.').every((label) => label.length > 0)) return name
  } catch {}
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${value} is not a valid ENS name` })
  return z.NEVER
})

export type NameCheck = { ok: true; name: string; label: string } | { ok: false; error: string }

/**
 * A name under `parent`: `alice.airlock.eth`, or the bare label `alice`, which means the same. Anything
 * deeper (`a.alice.airlock.eth`) or under another parent is refused.
 */
export function checkName(input: string, parent: string): NameCheck {
  const trimmed = input.trim().toLowerCase()
  const suffix = `.${parent}`
  const label = trimmed.endsWith(suffix) ? trimmed.slice(0, -suffix.length) : trimmed
  if (label.includes('.')) {
    return { ok: false, error: `Names are registered directly under ${parent}, e.g. alice.${parent}` }
  }
  const checked = checkLabel(label)
  if (!checked.ok) return checked
  return { ok: true, label: checked.label, name: `${checked.label}.${parent}` }
}
