import { airlockDevnet, createAirlock } from '@airlock/core'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AirlockContext } from '../../../context.ts'
import { SwapPreviewViewLoader, SwapSelectTokenViewLoader, SwapViewLoader } from './SwapViewLoader.tsx'

function render(swaps: boolean, loader = SwapViewLoader) {
  const airlock = createAirlock({
    projectId: 'swap-test',
    networks: [airlockDevnet],
    adapters: [],
    features: { swaps },
  })
  return renderToString(createElement(AirlockContext.Provider, { value: airlock }, createElement(loader)))
}

describe('SwapViewLoader (the swap chunk loads only when swaps are on)', () => {
  it('says swaps are not enabled when the feature is off, for each of the three views', () => {
    for (const loader of [SwapViewLoader, SwapSelectTokenViewLoader, SwapPreviewViewLoader]) {
      const html = render(false, loader)
      expect(html).toContain('Swaps are not enabled in this app.')
      expect(html).not.toContain('skeleton')
    }
  })

  it('shows a skeleton while the chunk loads when the feature is on', () => {
    const html = render(true)
    expect(html).toContain('aria-label="Loading"')
    expect(html).toContain('skeleton block')
    expect(html).not.toContain('not enabled')
  })
})
