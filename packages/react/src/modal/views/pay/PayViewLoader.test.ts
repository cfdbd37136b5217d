import { airlockDevnet, createAirlock } from '@airlock/core'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AirlockContext } from '../../../context.ts'
import { PayViewLoader } from './PayViewLoader.tsx'

function render(pay: boolean) {
  const airlock = createAirlock({
    projectId: 'pay-test',
    networks: [airlockDevnet],
    adapters: [],
    features: { pay },
  })
  return renderToString(
    createElement(AirlockContext.Provider, { value: airlock }, createElement(PayViewLoader)),
  )
}

describe('PayViewLoader (the Pay chunk loads only when payments are on)', () => {
  it('says payments are not enabled when the feature is off, without a skeleton', () => {
    const html = render(false)
    expect(html).toContain('Payments are not enabled in this app.')
    expect(html).not.toContain('skeleton')
  })

  it('shows a skeleton while the chunk loads when the feature is on', () => {
    const html = render(true)
    expect(html).toContain('aria-label="Loading"')
    expect(html).toContain('skeleton block')
    expect(html).not.toContain('not enabled')
  })
})
