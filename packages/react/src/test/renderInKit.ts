import {
  type Airlock,
  type AirlockOptions,
  airlockDevnet,
  createAirlock,
  type LocaleInput,
} from '@airlock/core'
import { type AirlockInternals, createMemoryBackend, internalsOf } from '@airlock/core/internal'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { AirlockContext } from '../context.ts'

// The public kit of each test kit, for the provider: the tests themselves set the state behind it.
const publicKits = new WeakMap<AirlockInternals, Airlock>()

/**
 * A kit on the devnet with nothing connected and in-memory storage, in `locale` (English by default): the
 * whole kit, so a test can put its stores in the state the view under test shows.
 */
export function testKit(locale?: LocaleInput, options: Partial<AirlockOptions> = {}): AirlockInternals {
  const airlock = createAirlock({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [],
    storage: createMemoryBackend(),
    locale,
    ...options,
  })
  const kit = internalsOf(airlock)
  publicKits.set(kit, airlock)
  return kit
}

/** A view's markup as the kit renders it (no DOM needed: views read the kit through context). */
export function renderInKit(kit: AirlockInternals, view: () => unknown): string {
  const airlock = publicKits.get(kit)
  if (!airlock) throw new Error('renderInKit takes a kit made by testKit()')
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
