import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Ltr } from '../../../components/Ltr.tsx'
import { fillNodes } from './fillNodes.tsx'

const html = (template: string, params: Record<string, ReactNode>) =>
  renderToStaticMarkup(createElement('p', null, fillNodes(template, params)))

describe('fillNodes', () => {
  it('puts each node where its placeholder is, in the order of the template', () => {
    expect(html('To {address}', { address: createElement(Ltr, null, '0x70...dc79C8') })).toBe(
      '<p>To <bdi dir="ltr">0x70...dc79C8</bdi></p>',
    )
    expect(html('{address} إلى', { address: createElement(Ltr, null, '0x70') })).toBe(
      '<p><bdi dir="ltr">0x70</bdi> إلى</p>',
    )
    expect(html('{a} and {b}', { a: 'one', b: 2 })).toBe('<p>one and 2</p>')
  })

  it('leaves a placeholder without a value as written', () => {
    expect(html('Send {amount} to {name}', { amount: '1 ETH' })).toBe('<p>Send 1 ETH to {name}</p>')
  })
})
