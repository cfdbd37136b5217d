import { createElement, Fragment, type ReactNode } from 'react'

/**
 * Puts React nodes into a text's `{name}` placeholders, for a sentence with markup inside (an email in `<strong>`,
 * an address in `<Ltr>`): the translation decides where the node goes. A placeholder without a value is left as
 * written, as `fill` does.
 *
 * @example
 * fillNodes('We sent a code to {email}.', { email: <strong>{email}</strong> })
 */
export function fillNodes(template: string, params: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      return name !== undefined && Object.hasOwn(params, name) ? params[name] : part
    })
  // Spread as children: the parts of one text never move, so they need no keys.
  return createElement(Fragment, null, ...parts)
}
