import { airlockDevnet, createAirlock } from '@airlock/core'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AirlockContext } from '../../../context.ts'
import { ReceiveViewLoader } from './ReceiveViewLoader.tsx'

function render(receive: boolean) {
  const airlock = createAirlock({
    projectId: 'receive-test',
    networks: [airlockDevnet],
    adapters: [],
    features: { receive },
  })
  return renderToString(
    createElement(AirlockContext.Provider, { value: airlock }, createElement(ReceiveViewLoader)),
  )
}

describe('ReceiveViewLoader (optional pieces load only when enabled)', () => {
  it('says Receive is not enabled when the receive feature is off', () => {
    const html = render(false)
    expect(html).toContain('Receive is not enabled')
    expect(html).not.toContain('aria-busy')
  })

  it('shows the skeleton while the view chunk loads when the feature is on', () => {
    const html = render(true)
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('receive-skeleton-qr')
    expect(html).not.toContain('Receive is not enabled')
  })
})
