/**
 * The relay URL option of the kit: one URL, or several instances of one relay network (they share a
 * message store) in order of preference. Blank entries and repeats are dropped; nothing left means "not
 * set", so the cloud's relay is used.
 *
 * @example
 * relayUrlOption(['wss://a.example/relay', ' ', 'wss://a.example/relay', 'wss://b.example/relay'])
 * // ['wss://a.example/relay', 'wss://b.example/relay']
 * relayUrlOption('wss://a.example/relay') // 'wss://a.example/relay'
 * relayUrlOption([]) // undefined
 */
export function relayUrlOption(
  value: string | readonly string[] | undefined,
): string | readonly string[] | undefined {
  if (value === undefined) return undefined
  const urls = [...new Set((typeof value === 'string' ? [value] : value).map((url) => url.trim()))].filter(
    (url) => url !== '',
  )
  if (urls.length === 0) return undefined
  return urls.length === 1 ? urls[0] : urls
}
