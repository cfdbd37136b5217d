import { isOriginAllowed } from '@airlock/protocol/origins'
import type { AirlockContext } from '../context.ts'
import { Alerts } from '../errors.ts'
import type { CloudClients } from './cloud.ts'

/**
 * Checks the page's origin against the project's allow-list (GET /projects/v1/origins; wildcards and the
 * default allowed ancestors of spec section 5) and opens the Invalid App Configuration alert when it is not
 * on it. An empty list says nothing: a failed call answers one (spec section 7) and must not raise a false
 * alarm, and a project whose list is empty allows only the defaults, which the cloud itself enforces by
 * refusing the page's calls (that refusal opens the same alert).
 */
export async function checkAllowedOrigin(
  ctx: Pick<AirlockContext, 'alert'>,
  cloud: Pick<CloudClients, 'wallets'>,
  origin: string | undefined,
): Promise<void> {
  if (origin === undefined) return
  const allowedOrigins = await cloud.wallets.allowedOrigins()
  if (allowedOrigins.length === 0 || isOriginAllowed(origin, allowedOrigins)) return
  ctx.alert.open(Alerts.INVALID_APP_CONFIGURATION, 'error')
}
