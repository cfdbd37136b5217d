import { type AppEvent, FRAME_PREFIX, type FrameEvent, parseAppMessage } from '../shared/messages.ts'

/**
 * The frame's side of the channel. It listens only once the parent's origin was found on the project's
 * allow-list, hears only messages from its parent window and that origin, of a known shape, and posts only
 * to that origin: nothing is ever posted to '*'. The session is told only to a parent that asked for it.
 */

/**
 * The requests by which the parent asks for the session. Until it has sent one, SESSION_UPDATE is not posted:
 * a page that merely embeds the frame (a session restored from storage included) is told nothing of the
 * visitor; once it asks, it hears each change from then on.
 */
const SESSION_QUESTIONS: ReadonlySet<AppEvent> = new Set(['GET_USER', 'IS_CONNECTED'])

export interface MessengerWindow {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  parent: { postMessage(message: unknown, targetOrigin: string): void }
}

export interface MessengerOptions {
  win: MessengerWindow
  /** The dapp page's origin, already checked against the allow-list. */
  parentOrigin: string
  handle: (event: AppEvent, payload: Record<string, unknown>) => Promise<unknown>
  log?: (...args: unknown[]) => void
}

function errorPayload(error: unknown): { message: string; code?: number } {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' ? { message, code } : { message }
}

export function createMessenger({ win, parentOrigin, handle, log = () => {} }: MessengerOptions) {
  let sessionAsked = false

  function post(message: Record<string, unknown>) {
    win.parent.postMessage(message, parentOrigin)
  }

  function onMessage(event: MessageEvent) {
    if (event.source !== win.parent || event.origin !== parentOrigin) return
    const message = parseAppMessage(event.data)
    if (!message) return
    log('→', message.event)
    if (SESSION_QUESTIONS.has(message.event)) sessionAsked = true
    handle(message.event, message.payload).then(
      (payload) =>
        post({ type: `${FRAME_PREFIX}${message.event}_SUCCESS`, id: message.id, payload: payload ?? {} }),
      (error: unknown) => {
        log('✗', message.event, error)
        post({ type: `${FRAME_PREFIX}${message.event}_ERROR`, id: message.id, payload: errorPayload(error) })
      },
    )
  }
  win.addEventListener('message', onMessage)

  return {
    /**
     * Posts an unsolicited event (READY, APPROVAL_OPEN, APPROVAL_CLOSED, SESSION_UPDATE); SESSION_UPDATE only
     * once the parent asked for the session.
     */
    emit(event: FrameEvent, payload?: unknown) {
      if (event === 'SESSION_UPDATE' && !sessionAsked) return log('session not asked for: not told')
      post(
        payload === undefined
          ? { type: `${FRAME_PREFIX}${event}` }
          : { type: `${FRAME_PREFIX}${event}`, payload },
      )
    },
    stop() {
      win.removeEventListener('message', onMessage)
    },
  }
}
