import { createStore } from 'zustand/vanilla'

/** The kit's event names: what a dapp can follow, and what analytics sends the cloud. */
export type AirlockEventName =
  | 'INITIALIZE'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SWITCH_NETWORK'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SOCIAL_LOGIN_SUCCESS'
  | 'INTERNAL_SDK_ERROR'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'

export interface AirlockEvent {
  timestamp: number
  event: AirlockEventName
  properties?: Record<string, unknown>
}

/** Latest event first-class for subscribers (analytics, dapp listeners); nothing is sent from here. */
export function createEventsStore(now: () => number = Date.now) {
  const store = createStore<{ last: AirlockEvent | undefined }>(() => ({ last: undefined }))
  return Object.assign(store, {
    emit(event: AirlockEventName, properties?: Record<string, unknown>) {
      store.setState({ last: { timestamp: now(), event, properties } })
    },
  })
}

export type EventsStore = ReturnType<typeof createEventsStore>
