import { createStore } from 'zustand/vanilla'

export type AlertVariant = 'error' | 'warning' | 'info'

export interface AlertMessage {
  shortMessage: string
  longMessage: string
}

export interface AlertState {
  open: boolean
  shortMessage: string
  longMessage: string
  variant: AlertVariant
}

/** Configuration and environment problems shown to the developer and visitor (each with the fix in its text). */
export function createAlertStore(log: (variant: AlertVariant, message: string) => void = defaultLog) {
  const store = createStore<AlertState>(() => ({
    open: false,
    shortMessage: '',
    longMessage: '',
    variant: 'info',
  }))

  function open(alert: AlertMessage, variant: AlertVariant) {
    log(variant, `${alert.shortMessage}: ${alert.longMessage}`)
    store.setState({ open: true, variant, ...alert })
  }

  return Object.assign(store, {
    open,
    close: () => store.setState({ open: false }),
  })
}

function defaultLog(variant: AlertVariant, message: string) {
  if (variant === 'error') console.error(`[Airlock] ${message}`)
  else console.warn(`[Airlock] ${message}`)
}

export type AlertStore = ReturnType<typeof createAlertStore>
