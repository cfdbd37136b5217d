import { createStore } from 'zustand/vanilla'

export type ToastVariant = 'loading' | 'success' | 'error'

export interface ToastState {
  message: string
  variant: ToastVariant
  svg?: string
  open: boolean
  autoClose: boolean
}

/** Delay between closing one toast and opening the next, so the second is seen as a new message. */
export const TOAST_SWAP_MS = 150
/** How long an auto-closing toast stays. */
export const TOAST_AUTO_CLOSE_MS = 2500

export function createToastStore() {
  const store = createStore<ToastState>(() => ({
    message: '',
    variant: 'success',
    open: false,
    autoClose: true,
  }))
  let swapTimer: ReturnType<typeof setTimeout> | undefined
  let closeTimer: ReturnType<typeof setTimeout> | undefined

  function scheduleClose() {
    clearTimeout(closeTimer)
    if (store.getState().autoClose) closeTimer = setTimeout(hide, TOAST_AUTO_CLOSE_MS)
  }

  function show(message: string, variant: ToastVariant, extra: { svg?: string; autoClose?: boolean } = {}) {
    const next = { message, variant, svg: extra.svg, autoClose: extra.autoClose ?? variant !== 'loading' }
    clearTimeout(swapTimer)
    if (store.getState().open) {
      // Close the old one first so the change is visible, then open the new one.
      store.setState({ open: false })
      clearTimeout(closeTimer)
      swapTimer = setTimeout(() => {
        store.setState({ ...next, open: true })
        scheduleClose()
      }, TOAST_SWAP_MS)
      return
    }
    store.setState({ ...next, open: true })
    scheduleClose()
  }

  function hide() {
    clearTimeout(closeTimer)
    clearTimeout(swapTimer)
    store.setState({ open: false })
  }

  return Object.assign(store, {
    showLoading: (message: string, extra?: { autoClose?: boolean }) => show(message, 'loading', extra),
    showSuccess: (message: string) => show(message, 'success'),
    showError: (message: string) => show(message, 'error'),
    show,
    hide,
    /** Stops the swap and auto-close timers (the kit is being destroyed): the toast is left as it is. */
    dispose: () => {
      clearTimeout(closeTimer)
      clearTimeout(swapTimer)
    },
  })
}

export type ToastStore = ReturnType<typeof createToastStore>
