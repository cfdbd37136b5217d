import type { AirlockContext } from '../context.ts'
import type { FrameTimeoutReason } from '../embedded/types.ts'
import { type Alert, Alerts, EmbeddedWalletTimeoutAlerts } from '../errors.ts'

// What the start check learnt about the page's origin, per kit (keyed by its alert store, which every kit has
// exactly one of). Absent until the project's list answered, or when it said nothing (an empty list).
const refused = new WeakMap<object, boolean>()

/** Records whether the project's allow-list holds the page's origin. */
export function rememberOriginVerdict(ctx: Pick<AirlockContext, 'alert'>, allowed: boolean): void {
  refused.set(ctx.alert, !allowed)
}

/**
 * The alert for the embedded wallet's frame giving up. The secure site does not run inside a page its project
 * does not list, so on such a domain the frame never loads: the developer is told to verify the domain
 * ('Invalid App Configuration'), not that the network failed and to try again later.
 */
export function embeddedTimeoutAlert(ctx: Pick<AirlockContext, 'alert'>, reason: FrameTimeoutReason): Alert {
  if (reason === 'iframe_load_failed' && refused.get(ctx.alert)) return Alerts.UNVERIFIED_DOMAIN
  return Alerts[EmbeddedWalletTimeoutAlerts[reason]]
}
