import type { TransactionApproval } from '@airlock/core'
import { approvalAmount, truncateAddress } from '@airlock/core/internal'
import { Ltr } from '../../../components/Ltr.tsx'
import { accountMessages } from '../../../i18n/en/account.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'

/** The words an approval's description reads with, in the locale (core's describeApproval takes them). */
export function approvalWords(m: {
  activityApproval: string
  activityUnlimited: string
  activitySwapRouter: string
}) {
  return { approval: m.activityApproval, unlimited: m.activityUnlimited, swapRouter: m.activitySwapRouter }
}

/**
 * An activity row's line for an approval: which token, for whom, how much ('Unlimited USDC for the swap
 * router'). The sentence runs in the locale's direction; the amount and an address inside it left to right.
 */
export function ApprovalText({ approval }: { approval: TransactionApproval }) {
  const m = useMessages(accountMessages)
  const { format } = useLocaleTools()
  const words = approvalWords(m)
  const spender =
    approval.spender.role === 'swap_router' ? (
      m.activitySwapRouter
    ) : (
      <Ltr>{truncateAddress(approval.spender.address)}</Ltr>
    )
  return fillNodes(m.activityApproval, {
    amount: <Ltr>{approvalAmount(approval, { format, words })}</Ltr>,
    spender,
  })
}
