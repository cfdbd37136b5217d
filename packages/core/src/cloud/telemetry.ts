import { type AirlockContext, activeAddress } from '../context.ts'
import { BaseError } from '../errors/base.ts'
import { isUserRejection } from '../errors.ts'
import { RequestAbortedError } from './errors.ts'

/** The first line of what the error says, then what went wrong underneath: one line for the cloud's logs. */
function describe(error: unknown): string {
  if (error instanceof BaseError)
    return error.details && error.details !== error.shortMessage
      ? `${error.shortMessage} (${error.details})`
      : error.shortMessage
  if (error instanceof Error) return error.message.split('\n')[0] ?? error.name
  return String(error)
}

/**
 * Reports an internal error path to the cloud as INTERNAL_SDK_ERROR (the analytics client caps it at 5 per
 * 60 s), so a project can see the kit failing on its pages. A visitor declining in the wallet and a caller
 * abandoning a request are no faults of the kit: those are not reported.
 */
export function reportInternalError(
  ctx: Pick<AirlockContext, 'cloud' | 'account' | 'chain'>,
  where: string,
  error: unknown,
) {
  if (isUserRejection(error) || error instanceof RequestAbortedError) return
  const line = `${where}: ${describe(error)}`
  // Also kept in the kit's own log (bounded, see logBuffer.ts), which a dapp can read when analytics are off.
  // Its code loads with the first failure: a page where nothing fails does not carry it.
  const at = new Date().toISOString()
  void import('../logs/logBuffer.ts').then(({ kitLog }) => kitLog(ctx).add(`${at} ${line}`))
  ctx.cloud?.analytics.reportError(new Error(line), activeAddress(ctx))
}
