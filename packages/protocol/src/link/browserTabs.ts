import type { LinkModeOptions } from '../sign/core.ts'
import { LINK_ENVELOPE_PARAM } from '../sign/linkMode.ts'

/*
 * Link mode in a browser. A universal link opens a new tab of the peer's page; the page already open there
 * holds the session and waits for the answer. The new tab (the "landing" tab) hands the link over to that open
 * tab through a BroadcastChannel (same origin only) and closes; when no tab of the app is open it keeps the
 * link and handles it itself.
 *
 * The hand-over is two-step, offer then deliver, so that with several open tabs exactly one handles the link.
 */

const CHANNEL = 'airlock-link-mode'
/** How long a landing tab waits for an open tab to answer its offer (an open tab answers in a few ms). */
const HANDOVER_WAIT_MS = 1_500

type Message =
  | { kind: 'offer'; id: string; from: string }
  | { kind: 'claim'; id: string; tab: string }
  | { kind: 'deliver'; id: string; tab: string; url: string }

/** This tab, so a tab never claims its own offer (its app may listen on the same channel); tests name tabs. */
const TAB = randomId()

function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`
}

/**
 * The link this page was opened with, when it carries a link-mode envelope (`?wc_ev=…&topic=…`).
 *
 * @example
 * ```ts
 * const link = landedLink(location.href) // undefined on a plain visit
 * if (link) client.dispatchEnvelope(link)
 * ```
 */
export function landedLink(href: string): string | undefined {
  try {
    const url = new URL(href)
    return url.searchParams.get(LINK_ENVELOPE_PARAM) && url.searchParams.get('topic')
      ? url.toString()
      : undefined
  } catch {
    return undefined
  }
}

/**
 * `href` without the link-mode envelope: what the address bar shows once the link is taken.
 *
 * @example
 * ```ts
 * // The request is used once: a reload must not deliver it again.
 * history.replaceState(history.state, '', withoutLink(location.href))
 * ```
 */
export function withoutLink(href: string): string {
  const url = new URL(href)
  url.searchParams.delete(LINK_ENVELOPE_PARAM)
  url.searchParams.delete('topic')
  return url.toString()
}

/**
 * Offers `url` to an open tab of this app. Resolves true once a tab took it, false when none answered (the
 * caller then handles the link itself).
 *
 * @example
 * ```ts
 * const link = landedLink(location.href)
 * if (link && (await handOverLink(link))) window.close() // an open tab of this app took it
 * else if (link) client.dispatchEnvelope(link)
 * ```
 */
export function handOverLink(
  url: string,
  { waitMs = HANDOVER_WAIT_MS, tab = TAB }: { waitMs?: number; tab?: string } = {},
): Promise<boolean> {
  if (typeof BroadcastChannel === 'undefined') return Promise.resolve(false)
  const channel = new BroadcastChannel(CHANNEL)
  const id = randomId()
  return new Promise<boolean>((resolve) => {
    const done = (taken: boolean) => {
      clearTimeout(timer)
      channel.close()
      resolve(taken)
    }
    const timer = setTimeout(() => done(false), waitMs)
    channel.onmessage = (event: MessageEvent<Message>) => {
      const message = event.data
      if (message?.kind !== 'claim' || message.id !== id) return
      channel.postMessage({ kind: 'deliver', id, tab: message.tab, url } satisfies Message)
      done(true)
    }
    channel.postMessage({ kind: 'offer', id, from: tab } satisfies Message)
  })
}

/**
 * Takes the links landing tabs hand over and passes each to `dispatch` (the client's dispatchEnvelope).
 * Returns the function that stops listening.
 *
 * @example
 * ```ts
 * const client = await createWalletClient({ ...options, linkMode: browserLinkMode() })
 * const stop = listenForLinks((url) => client.dispatchEnvelope(url))
 * ```
 */
export function listenForLinks(dispatch: (url: string) => void, tab = TAB): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data
    if (message?.kind === 'offer' && message.from !== tab) {
      channel.postMessage({ kind: 'claim', id: message.id, tab } satisfies Message)
    } else if (message?.kind === 'deliver' && message.tab === tab && landedLink(message.url)) {
      dispatch(message.url)
    }
  }
  return () => channel.close()
}

/**
 * The client's link-mode transport in a browser: each message opens the peer's universal link in a new tab.
 * A blocked pop-up fails the send with an error saying so, rather than losing the message silently.
 *
 * @example
 * ```ts
 * const client = await createWalletClient({ ...options, linkMode: browserLinkMode() })
 * ```
 */
export function browserLinkMode(open: (url: string) => Window | null = (url) => window.open(url, '_blank')) {
  const options: LinkModeOptions = {
    openUrl(url) {
      const opened = open(url)
      if (!opened)
        throw new Error('The browser blocked the link to the other app (allow pop-ups for this site)')
      // The peer's page has no business with ours.
      opened.opener = null
    },
  }
  return options
}
