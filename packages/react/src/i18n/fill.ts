export type MessageParams = Readonly<Record<string, string | number>>

/**
 * Puts `params` into a text's `{name}` placeholders; a placeholder without a value is left as written, so a
 * missing parameter shows instead of vanishing.
 *
 * @example
 * fill('Send to {address}', { address: '0xf3...b92266' }) // 'Send to 0xf3...b92266'
 */
export function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}
