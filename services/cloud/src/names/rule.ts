import { NAME_MIN_LENGTH, NameRuleMessages, nameLabelIssue } from '@airlock/protocol/names'
import { normalize } from 'viem/ens'
import { z } from 'zod'

export { NAME_MIN_LENGTH, NameRuleMessages }
/** The rule's general text: letters, digits and hyphens, at least 4 characters. */
export const NAME_RULE_MESSAGE = NameRuleMessages.RULE

/** No label reserved: for reading names, which may have been registered before a label was reserved. */
export const NOTHING_RESERVED: ReadonlySet<string> = new Set()

export type LabelCheck = { ok: true; label: string } | { ok: false; error: string }

/**
 * The label (`alice` of alice.airlock.eth) normalised as ENS does (viem's normalize: ENSIP-15, lower case),
 * then held to the name rule the kit applies too (@airlock/protocol/names), `reserved` included.
 */
export function checkLabel(input: string, reserved: ReadonlySet<string>): LabelCheck {
  let label: string
  try {
    label = normalize(input.trim())
  } catch {
    // ENSIP-15 refuses it (an underscore past the start, hyphens third and fourth, a disallowed character):
    // the rule says why in the words the kit uses for the same label.
    return { ok: false, error: nameLabelIssue(input.trim().toLowerCase(), reserved) ?? NAME_RULE_MESSAGE }
  }
  const issue = nameLabelIssue(label, reserved)
  return issue ? { ok: false, error: issue } : { ok: true, label }
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
 * deeper (`a.alice.airlock.eth`) or under another parent is refused, and so is a label in `reserved`.
 */
export function checkName(input: string, parent: string, reserved: ReadonlySet<string>): NameCheck {
  const trimmed = input.trim().toLowerCase()
  const suffix = `.${parent}`
  const label = trimmed.endsWith(suffix) ? trimmed.slice(0, -suffix.length) : trimmed
  if (label.includes('.')) {
    return { ok: false, error: `Names are registered directly under ${parent}, e.g. alice.${parent}` }
  }
  const checked = checkLabel(label, reserved)
  if (!checked.ok) return checked
  return { ok: true, label: checked.label, name: `${checked.label}.${parent}` }
}
