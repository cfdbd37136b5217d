import type { SharedProvider } from '../adapter.ts'
import type { AirlockContext } from '../context.ts'
import { BaseError } from '../errors/base.ts'
import { isKitDestroyed, kitDestroyedError } from '../errors/kitDestroyed.ts'
import { UserRejectedRequestError } from '../errors/user.ts'
import { ErrorMessages, RpcErrorCode } from '../errors.ts'
import { rpcMethodKind } from './rpcAllowList.ts'
import type { EmbeddedProvider } from './types.ts'

/** The error after a refused RPC shows this long after the modal opens (once the modal has painted). */
export const REFUSED_RPC_ERROR_DELAY_MS = 300

type Listener = (...args: never[]) => void
type ProviderEvent = 'accountsChanged' | 'chainChanged' | 'disconnect'
/** The adapter's listeners take what the provider emits: one value per event. */
const asInner = (listener: Listener) => listener as unknown as (value: unknown) => void

/**
 * The AUTH connector's provider as the kit's adapter sees it, there from the start: its requests wait for the
 * frame (loaded on the first one), pass the RPC allow-list (rpcAllowList.ts), and show ApproveTransaction for
 * the unsafe ones while the frame asks the visitor.
 *
 * Closing the modal rejects the approvals still waiting, with UserRejectedRequestError (EIP-1193 4001), and
 * calls `onClosedWhileApproving` so the frame drops its card. The holder follows the modal store; the modal
 * knows nothing of the embedded wallet.
 */
export function createEmbeddedProviderHolder(
  ctx: AirlockContext,
  ensureFrame: () => Promise<void>,
  onClosedWhileApproving: () => void = () => {},
) {
  let inner: EmbeddedProvider | undefined
  let disposed = false
  const listeners: [string, Listener][] = []
  /** The unsafe requests waiting for the visitor: how each is refused when the modal closes. */
  const approvals = new Set<(error: Error) => void>()

  const stopFollowingModal = ctx.modal.subscribe((state, previous) => {
    if (state.open || !previous.open || approvals.size === 0) return
    const waiting = [...approvals]
    approvals.clear()
    for (const refuse of waiting) refuse(new UserRejectedRequestError())
    onClosedWhileApproving()
  })

  async function ready(): Promise<EmbeddedProvider> {
    if (!inner) await ensureFrame()
    if (!inner) throw new BaseError(ErrorMessages.EMAIL_LOGIN_LOAD_FAILED)
    return inner
  }

  /** The modal opens and the error shows after 300 ms, then the request is refused. */
  function refuse(method: string): never {
    if (!ctx.modal.getState().open) ctx.modal.setOpen(true)
    setTimeout(() => ctx.toast.showError(ErrorMessages.ACTION_NOT_ALLOWED), REFUSED_RPC_ERROR_DELAY_MS)
    throw new BaseError(ErrorMessages.RPC_CALL_NOT_ALLOWED, {
      code: RpcErrorCode.UNSUPPORTED_METHOD,
      details: `${method} is on neither the safe nor the unsafe list`,
    })
  }

  /** Shows ApproveTransaction while the frame asks; pops it (or closes the modal it opened) after. */
  async function approve(provider: EmbeddedProvider, args: { method: string; params?: unknown }) {
    const opened = !ctx.modal.getState().open
    if (opened) {
      ctx.router.reset('ApproveTransaction')
      ctx.modal.setOpen(true)
    }
    ctx.router.pushTransactionStack({
      ...(opened ? {} : { view: 'ApproveTransaction' as const }),
      onSuccess: () => {
        if (opened || ctx.router.getState().transactionStack.length === 0) ctx.modal.setOpen(false)
        else ctx.router.goBack()
      },
      onError: () => {
        if (opened) ctx.modal.setOpen(false)
      },
    })
    let refuse: (error: Error) => void = () => {}
    const closed = new Promise<never>((_, reject) => {
      refuse = reject
    })
    approvals.add(refuse)
    // Out of the set before the stack pops: the close that may follow is this request's own, not a refusal.
    try {
      const result = await Promise.race([provider.request(args), closed])
      approvals.delete(refuse)
      ctx.router.popTransactionStack('success')
      return result
    } catch (error) {
      approvals.delete(refuse)
      ctx.router.popTransactionStack('error')
      throw error
    }
  }

  const provider: SharedProvider = {
    async request(args) {
      const kind = rpcMethodKind(args.method)
      if (kind === 'not-allowed') refuse(args.method)
      if (disposed) throw kitDestroyedError()
      try {
        const target = await ready()
        if (disposed) throw kitDestroyedError()
        return await (kind === 'unsafe' ? approve(target, args) : target.request(args))
      } catch (error) {
        // The frame's own closing error says less than the kit's: the kit, not the frame, went away.
        if (disposed && !isKitDestroyed(error)) throw kitDestroyedError(error)
        throw error
      }
    },
    on(event, listener) {
      listeners.push([event, listener])
      inner?.on?.(event as ProviderEvent, asInner(listener))
    },
    removeListener(event, listener) {
      const index = listeners.findIndex(([e, l]) => e === event && l === listener)
      if (index !== -1) listeners.splice(index, 1)
      inner?.removeListener?.(event as ProviderEvent, asInner(listener))
    },
  }

  return {
    provider,
    /**
     * The kit was destroyed: the approvals still waiting reject with ConnectionClosedError (no visitor refused
     * them), and the holder stops following the modal.
     */
    dispose() {
      disposed = true
      stopFollowingModal()
      const waiting = [...approvals]
      approvals.clear()
      for (const end of waiting) end(kitDestroyedError())
    },
    /** The frame's provider, once loaded; listeners added before move over to it. */
    setProvider(next: EmbeddedProvider) {
      inner = next
      for (const [event, listener] of listeners) next.on?.(event as ProviderEvent, asInner(listener))
    },
  }
}
