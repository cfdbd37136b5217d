import { isOriginAllowed } from '@airlock/protocol/origins'
import type { AirlockContext } from '../context.ts'
import { Alerts } from '../errors.ts'
import type { CloudClients } from './clients.ts'
import { rememberOriginVerdict } from './originVerdict.ts'

/**
 * Checks the page's origin against the project's allow-list (GET /projects/v1/origins, wildcards allowed;
 * nothing is allowed beyond the list) and opens the Invalid App Configuration alert when it is not on it.
 * An empty list says nothing: a failed call answers one and must not raise a false alarm, and the cloud
 * itself refuses every call of a page its project does not list (that refusal opens the same alert).
 */
export async function checkAllowedOrigin(
  ctx: Pick<AirlockContext, 'alert'>,
  cloud: Pick<CloudClients, 'wallets'>,
  origin: string | undefined,
): Promise<void> {
  if (origin === undefined) return
  const allowedOrigins = await cloud.wallets.allowedOrigins()
  if (allowedOrigins.length === 0) return
  const allowed = isOriginAllowed(origin, allowedOrigins)
  // Kept: the embedded wallet failing to load later is then explained by the domain (embeddedTimeoutAlert).
  rememberOriginVerdict(ctx, allowed)
  if (allowed) return
  ctx.alert.open(Alerts.INVALID_APP_CONFIGURATION, 'error')
}
