/**
 * The rule a name's label (`alice` of alice.airlock.eth) is held to, shared by the kit, which checks it as the
 * visitor types, and the cloud, which refuses a registration breaking it (@airlock/protocol/names). Both pass
 * a lower-case label (the cloud after ENS normalisation), so they refuse the same labels with the same words.
 */

/** A label's minimum length: shorter names are too easy to take in bulk. */
export const NAME_MIN_LENGTH = 4
/** The longest label DNS (and so the DNS wire format ENS resolvers receive) allows. */
export const NAME_MAX_LENGTH = 63

/** What the visitor reads for a label breaking the rule: one text per reason, declared here only. */
export const NameRuleMessages = {
  RULE: `A name has letters, digits and hyphens only, at least ${NAME_MIN_LENGTH} characters`,
  TOO_LONG: `A name has at most ${NAME_MAX_LENGTH} characters`,
  HYPHEN_AT_EDGE: 'A name cannot start or end with a hyphen',
  HYPHENS_THIRD_FOURTH: 'A name cannot have hyphens as its third and fourth characters',
  RESERVED: 'This name is reserved',
} as const

/**
 * Labels nobody registers: the ones people trust as the operator's own voice (mail roles of RFC 2142, staff
 * and support roles, system words) and the kit's own brand. An operator adds their brand and others to these
 * (the cloud's `names.reservedLabels`, NAMES_RESERVED); the cloud also reserves its parent name's labels.
 * Labels under 4 characters are left out: the length rule already refuses them.
 */
export const RESERVED_NAME_LABELS: readonly string[] = Object.freeze([
  'abuse',
  'admin',
  'administrator',
  'airlock',
  'billing',
  'compliance',
  'contact',
  'help',
  'helpdesk',
  'hostmaster',
  'info',
  'legal',
  'mailer-daemon',
  'moderator',
  'noreply',
  'no-reply',
  'official',
  'operator',
  'owner',
  'postmaster',
  'privacy',
  'root',
  'security',
  'staff',
  'superuser',
  'support',
  'sysadmin',
  'system',
  'team',
  'verified',
  'wallet',
  'webmaster',
])

/** A label as reservations compare it: lower case, without hyphens (`no-reply`, `noreply` and `nore-ply` are one). */
function reservationKey(label: string): string {
  return label.trim().toLowerCase().replaceAll('-', '')
}

/** The reserved labels, built-in and `extra`, ready for `nameLabelIssue`. */
export function reservedLabelSet(extra: Iterable<string> = []): ReadonlySet<string> {
  const keys = new Set<string>()
  for (const label of [...RESERVED_NAME_LABELS, ...extra]) {
    const key = reservationKey(label)
    if (key) keys.add(key)
  }
  return keys
}

const BUILT_IN_RESERVED = /* @__PURE__ */ reservedLabelSet()

/**
 * Why a lower-case label may not be registered, or undefined when it may: ASCII letters, digits and hyphens
 * (other scripts would admit look-alikes of these), 4 to 63 characters, no hyphen first or last (DNS refuses
 * those labels), no hyphens third and fourth (DNS keeps `ab--` for encodings such as IDNA's `xn--`, which
 * would show another name than the one registered), and not reserved.
 */
export function nameLabelIssue(
  label: string,
  reserved: ReadonlySet<string> = BUILT_IN_RESERVED,
): string | undefined {
  if (!/^[a-z0-9-]+$/.test(label) || label.length < NAME_MIN_LENGTH) return NameRuleMessages.RULE
  if (label.length > NAME_MAX_LENGTH) return NameRuleMessages.TOO_LONG
  if (label.startsWith('-') || label.endsWith('-')) return NameRuleMessages.HYPHEN_AT_EDGE
  if (label.slice(2, 4) === '--') return NameRuleMessages.HYPHENS_THIRD_FOURTH
  if (reserved.has(reservationKey(label))) return NameRuleMessages.RESERVED
  return undefined
}
