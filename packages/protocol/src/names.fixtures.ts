import { NameRuleMessages } from './names.ts'

/**
 * Labels and what the name rule answers for each (undefined: the label may be registered), lower case as the
 * kit and the cloud pass them. The rule's own test, the kit's (packages/core/src/names) and the cloud's
 * (services/cloud/src/names) all run this table, so the two sides cannot drift apart.
 */
export const NAME_RULE_TABLE: readonly (readonly [label: string, issue: string | undefined])[] = [
  ['alice', undefined],
  ['bob-1', undefined],
  ['1234', undefined],
  ['a-b-c', undefined],
  ['a--b', undefined],
  ['abc--d', undefined],
  ['a'.repeat(63), undefined],
  ['admin1', undefined],
  ['abc', NameRuleMessages.RULE],
  ['', NameRuleMessages.RULE],
  ['al_ice', NameRuleMessages.RULE],
  ['al ice', NameRuleMessages.RULE],
  ['al.ice', NameRuleMessages.RULE],
  ['alïce', NameRuleMessages.RULE],
  ['a'.repeat(64), NameRuleMessages.TOO_LONG],
  ['-abc', NameRuleMessages.HYPHEN_AT_EDGE],
  ['abc-', NameRuleMessages.HYPHEN_AT_EDGE],
  ['-abc-', NameRuleMessages.HYPHEN_AT_EDGE],
  ['----', NameRuleMessages.HYPHEN_AT_EDGE],
  ['xn--abc', NameRuleMessages.HYPHENS_THIRD_FOURTH],
  ['ab--cd', NameRuleMessages.HYPHENS_THIRD_FOURTH],
  ['ab---c', NameRuleMessages.HYPHENS_THIRD_FOURTH],
  ['admin', NameRuleMessages.RESERVED],
  ['root', NameRuleMessages.RESERVED],
  ['support', NameRuleMessages.RESERVED],
  ['security', NameRuleMessages.RESERVED],
  ['airlock', NameRuleMessages.RESERVED],
  ['no-reply', NameRuleMessages.RESERVED],
  ['noreply', NameRuleMessages.RESERVED],
  ['sup-port', NameRuleMessages.RESERVED],
]
