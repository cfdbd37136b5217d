import type { AirlockContext } from '../context.ts'
import type { SmartAccountController, SmartAccountDependencies } from './controller.ts'

/** The controller's methods, each answering once the smart-account code has loaded. */
export type SmartAccountActions = {
  [K in keyof SmartAccountController]: (
    ...args: Parameters<SmartAccountController[K]>
  ) => Promise<Awaited<ReturnType<SmartAccountController[K]>>>
}

/** What each action does is said on the controller (controller.ts). */
const ACTIONS = [
  'getCapabilities',
  'sendCalls',
  'getCallsStatus',
  'waitForCallsStatus',
  'waitForUserOperationReceipt',
  'grantPermissions',
  'revokePermissions',
  'loadSessions',
  'revokeSession',
  'setPreferredAccountType',
] as const satisfies readonly (keyof SmartAccountController)[]

/**
 * Smart accounts, EIP-5792 batches and ERC-7715 smart sessions, headless (apps/docs/pages/smart-accounts.md):
 * sessions live in `airlock.smartSessions`. Only this facade is on the page; the code loads on first use.
 *
 * @example
 * await airlock.smartAccountActions.setPreferredAccountType('smartAccount')
 * const { id } = await airlock.smartAccountActions.sendCalls({ calls: [approve, swap], atomicRequired: true })
 * const status = await airlock.smartAccountActions.waitForCallsStatus(id) // status.status === 200
 * const grant = await airlock.smartAccountActions.grantPermissions({ expiry, signer, permissions })
 */
export function createSmartAccountActions(
  ctx: AirlockContext,
  deps: SmartAccountDependencies,
): SmartAccountActions {
  let controller: Promise<SmartAccountController> | undefined
  const load = () =>
    (controller ??= import('./controller.ts').then((m) => m.createSmartAccountController(ctx, deps)))
  return Object.fromEntries(
    ACTIONS.map((name) => [
      name,
      async (...args: unknown[]) => ((await load())[name] as (...a: unknown[]) => unknown)(...args),
    ]),
  ) as SmartAccountActions
}
