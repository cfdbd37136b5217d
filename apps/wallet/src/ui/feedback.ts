/**
 * What the user is told: toasts (at most three, gone after a few seconds, errors longer) and the activity
 * list (the last eight lines, kept across reloads).
 */
import type { Hash } from 'viem'
import { saveActivity } from '../persistence/kept.ts'
import type { Activity, ActivityKind, Toast } from '../store/walletState.ts'
import type { WalletContext } from '../wallet/context.ts'

const TOASTS_SHOWN = 3
const ACTIVITY_KEPT = 8
const TOAST_MS = 4_000
/** Errors stay longer: they are read, not glanced at. */
const ERROR_TOAST_MS = 9_000

export interface Feedback {
  toast(tone: Toast['tone'], text: string): void
  dismissToast(id: number): void
  log(kind: ActivityKind, title: string, dapp?: string, detail?: string, hash?: Hash): void
}

export function createFeedback(ctx: WalletContext): Feedback {
  const { store } = ctx
  const dismissToast = (id: number) => {
    const { toasts } = store.getState()
    if (toasts.some((toast) => toast.id === id))
      store.setState({ toasts: toasts.filter((toast) => toast.id !== id) })
  }
  return {
    toast(tone, text) {
      const id = ctx.nextId++
      store.setState({ toasts: [...store.getState().toasts, { id, tone, text }].slice(-TOASTS_SHOWN) })
      setTimeout(() => dismissToast(id), tone === 'error' ? ERROR_TOAST_MS : TOAST_MS)
    },
    dismissToast,
    log(kind, title, dapp, detail, hash) {
      const item: Activity = {
        id: ctx.nextId++,
        kind,
        title,
        at: Date.now(),
        ...(dapp ? { dapp } : {}),
        ...(detail ? { detail } : {}),
        ...(hash ? { hash } : {}),
      }
      const activity = [item, ...store.getState().activity].slice(0, ACTIVITY_KEPT)
      store.setState({ activity })
      saveActivity(ctx.storage, activity)
    },
  }
}
