/** Text for HTML: every dynamic value on the sandbox pages goes through this. */
export function escapeHtml(value: string | number | bigint): string {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** A tagged template that escapes its values, except those already rendered (Html). */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text
  }
}

type Value = string | number | bigint | Html | undefined | null | false | readonly Html[]

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0] ?? ''
  values.forEach((value, index) => {
    if (Array.isArray(value)) out += value.map((part) => part.text).join('')
    else if (value instanceof Html) out += value.text
    else if (value !== undefined && value !== null && value !== false) out += escapeHtml(value as string)
    out += strings[index + 1] ?? ''
  })
  return new Html(out)
}
