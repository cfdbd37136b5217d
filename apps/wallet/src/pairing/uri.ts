/**
 * The `wc:` URI in what the user pasted: the URI itself, or a link carrying it as `?uri=` (a deep link to
 * this wallet, or a dapp's "open in wallet" link).
 */
export function extractPairingUri(input: string): string | undefined {
  const text = input.trim()
  if (/^wc:/i.test(text)) return text
  try {
    const url = new URL(text)
    const inner = url.searchParams.get('uri')
    if (inner && /^wc:/i.test(inner)) return inner
  } catch {
    // not a URL
  }
  return undefined
}
