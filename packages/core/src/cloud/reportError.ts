import type { AirlockContext } from '../context.ts'
import { BaseError } from '../errors/base.ts'
import { alertForProviderError } from '../errors.ts'

/**
 * A refusal that names a configuration problem (an invalid project id, an origin the project does not allow,
 * an expired session: ProviderErrorAlerts in errors.ts) opens the alert that tells the developer how to fix
 * it, whether the cloud said it over HTTP (a CloudError carrying the service's text) or its relay closed the
 * WebSocket with it (the relay client wraps the reason: 'Relay refused the connection: Unauthorized: invalid
 * key (3000)'). The cause chain is searched because transports wrap what the service said. Returns whether an
 * alert opened.
 */
export function reportCloudError(ctx: Pick<AirlockContext, 'alert'>, error: unknown): boolean {
  let link = error
  for (let depth = 0; link !== undefined && link !== null && depth < 10; depth++) {
    const text =
      link instanceof BaseError ? link.shortMessage : link instanceof Error ? link.message : String(link)
    const alert = alertForProviderError(text)
    if (alert) {
      ctx.alert.open(alert, 'error')
      return true
    }
    link = typeof link === 'object' ? (link as { cause?: unknown }).cause : undefined
  }
  return false
}
