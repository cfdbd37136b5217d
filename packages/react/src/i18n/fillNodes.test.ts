import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Ltr } from '../components/Ltr.tsx'
import { fillNodes } from './fillNodes.tsx'

const html = (node: ReturnType<typeof fillNodes>) => renderToStaticMarkup(createElement('p', null, node))

describe('fillNodes', () => {
  it('puts each node where its placeholder is, in the order of the text', () => {
    expect(
      html(
        fillNodes('{to} first, then {from}.', {
          from: createElement('b', null, 'b@x.io'),
          to: createElement('i', null, 'a@x.io'),
        }),
      ),
    ).toBe('<p><i>a@x.io</i> first, then <b>b@x.io</b>.</p>')
  })

  it('takes plain values and leaves a placeholder without a value as written', () => {
    expect(html(fillNodes('Key {signer} of {owner}', { signer: '0xab' }))).toBe('<p>Key 0xab of {owner}</p>')
  })

  it('keeps a left-to-right node where a right-to-left sentence puts it', () => {
    expect(html(fillNodes('{address} إلى', { address: createElement(Ltr, null, '0x70') }))).toBe(
      '<p><bdi dir="ltr">0x70</bdi> إلى</p>',
    )
  })
})
