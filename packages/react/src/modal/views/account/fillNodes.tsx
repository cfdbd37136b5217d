import { Fragment, type ReactNode } from 'react'

/**
 * `fill` for texts whose placeholders take elements: the template's words stay as the locale orders them and
 * each `{name}` becomes its node, e.g. an address inside `<Ltr>` so an Arabic sentence does not reorder it.
 * A placeholder without a value is left as written, as `fill` does.
 *
 * @example
 * fillNodes(m.activityTo, { address: <Ltr>{short}</Ltr> }) // ['To ', <bdi dir="ltr">0x70...dc79C8</bdi>]
 */
export function fillNodes(template: string, params: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = template.split(/\{(\w+)\}/)
  // split with a capture group alternates text (even indexes) and placeholder names (odd indexes).
  return parts.map((part, index) => {
    if (index % 2 === 0) return part
    const node = Object.hasOwn(params, part) ? params[part] : `{${part}}`
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts are positions in a fixed template
    return <Fragment key={index}>{node}</Fragment>
  })
}
