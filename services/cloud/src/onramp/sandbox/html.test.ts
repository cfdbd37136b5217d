import { describe, expect, it } from 'vitest'
import { escapeHtml, Html, html } from './html.ts'

describe('html', () => {
  it('escapes every value but rendered fragments', () => {
    const name = `<img src=x onerror="alert('x')">&`
    expect(escapeHtml(name)).toBe('&#60;img src=x onerror=&#34;alert(&#39;x&#39;)&#34;&#62;&#38;')
    const page = html`<p title="${name}">${name}${html`<b>${5n}</b>`}${[new Html('<i></i>')]}${undefined}${false}</p>`
    expect(page.text).toBe(`<p title="${escapeHtml(name)}">${escapeHtml(name)}<b>5</b><i></i></p>`)
  })
})
