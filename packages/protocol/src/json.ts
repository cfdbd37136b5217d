/*
 * The WalletConnect client writes BigInt as the string "<digits>n" and turns such strings back into
 * BigInt when reading; doing the same keeps amounts exact across both implementations.
 */
const BIGINT_STRING = /^-?\d+n$/

export function stringifyJson(value: unknown): string {
  return JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `${v.toString()}n` : v))
}

export function parseJson(text: string): unknown {
  return JSON.parse(text, (_, v) =>
    typeof v === 'string' && BIGINT_STRING.test(v) ? BigInt(v.slice(0, -1)) : v,
  )
}
