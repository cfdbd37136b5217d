/**
 * The relays the wallet connects through, in order of preference: a comma-separated list (instances of one
 * relay network sharing a message store), or the cloud's relay alone when the list is unset or blank.
 *
 * @example
 * parseRelayUrls('ws://127.0.0.1:8787/relay, ws://127.0.0.1:8788/relay', 'ws://127.0.0.1:8787/relay')
 * // ['ws://127.0.0.1:8787/relay', 'ws://127.0.0.1:8788/relay']
 * parseRelayUrls(undefined, 'ws://127.0.0.1:8787/relay') // ['ws://127.0.0.1:8787/relay']
 */
export function parseRelayUrls(list: string | undefined, fallback: string): readonly string[] {
  const urls = [
    ...new Set(
      (list ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter((url) => url !== ''),
    ),
  ]
  for (const url of urls) {
    const { protocol } = new URL(url)
    // A typo here would otherwise only show as a wallet that never connects.
    if (protocol !== 'ws:' && protocol !== 'wss:')
      throw new Error(`Relay URL must be ws:// or wss://: ${url}`)
  }
  return Object.freeze(urls.length > 0 ? urls : [fallback])
}
