import { airlockDevnet, createAirlock, createMemoryBackend, type LocaleInput } from '@airlock/core'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { AirlockContext } from '../context.ts'

/** A kit on the devnet with nothing connected and in-memory storage, in `locale` (English by default). */
export function testKit(locale?: LocaleInput) {
  return createAirlock({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [],
    storage: createMemoryBackend(),
    locale,
  })
}

/** A view's markup as the kit renders it (no DOM needed: views read the kit through context). */
export function renderInKit(airlock: ReturnType<typeof testKit>, view: () => unknown): string {
  return renderToStaticMarkup(
    createElement(AirlockContext.Provider, { value: airlock }, createElement(view as () => null)),
  )
}

/** What a reader sees: the markup without its tags (amounts and addresses sit in `<bdi>` inside the words). */
export const visibleText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
