import { airlockDevnet, createAirlock, createMemoryBackend, type NamesState } from '@airlock/core'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AirlockContext } from '../../../context.ts'
import { ReceiverNameLine } from '../send/ReceiverName.tsx'
import { RegisterAccountNameViewLoader } from './NamesViewLoader.tsx'
import { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView.tsx'
import { RegisterAccountNameView } from './RegisterAccountNameView.tsx'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function kit(names: Partial<NamesState> = {}) {
  const airlock = createAirlock({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [],
    storage: createMemoryBackend(),
  })
  airlock.account.patch('eip155', { address: ADDRESS })
  airlock.names.patch(names)
  return airlock
}

const render = (airlock: ReturnType<typeof kit>, component: () => unknown) =>
  renderToStaticMarkup(
    createElement(AirlockContext.Provider, { value: airlock }, createElement(component as () => null)),
  )

describe('RegisterAccountName', () => {
  it("shows the rule's error with the field, and Register stays disabled", () => {
    const html = render(
      kit({
        label: 'ab',
        status: 'invalid',
        error: 'A name has letters, digits and hyphens only, at least 4 characters',
      }),
      RegisterAccountNameView,
    )
    expect(html).toContain('value="ab"')
    expect(html).toContain('.airlock.eth')
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('A name has letters, digits and hyphens only, at least 4 characters')
    expect(html).toMatch(/<button type="submit" class="primary wide" disabled="">Register<\/button>/)
  })

  it('shows a spinner while checking', () => {
    const html = render(kit({ label: 'alice', status: 'checking', loading: true }), RegisterAccountNameView)
    expect(html).toContain('Checking availability…')
    expect(html).toContain('spinner')
  })

  it('offers the free alternatives of a taken name as chips', () => {
    const html = render(
      kit({
        label: 'alice',
        status: 'taken',
        error: 'This name is taken',
        suggestions: [
          { name: 'alice1.airlock.eth', registered: false },
          { name: 'alice2.airlock.eth', registered: false },
        ],
      }),
      RegisterAccountNameView,
    )
    expect(html).toContain('This name is taken')
    expect(html).toContain('Available instead')
    expect(html).toContain('>alice1.airlock.eth</button>')
    expect(html).toContain('>alice2.airlock.eth</button>')
  })

  it('enables Register for an available name, and waits for the wallet while registering', () => {
    const available = render(kit({ label: 'alice', status: 'available' }), RegisterAccountNameView)
    expect(available).toContain('alice.airlock.eth is available')
    expect(available).toMatch(/<button type="submit" class="primary wide">Register<\/button>/)
    const registering = render(
      kit({ label: 'alice', status: 'registering', loading: true }),
      RegisterAccountNameView,
    )
    expect(registering).toContain('Confirm in wallet')
    expect(registering).toMatch(/<input[^>]*disabled=""/)
  })

  it("keeps a failed registration's message with the name", () => {
    const html = render(
      kit({ label: 'alice', status: 'available', error: 'Error registering name' }),
      RegisterAccountNameView,
    )
    expect(html).toContain('value="alice"')
    expect(html).toContain('Error registering name')
  })
})

describe('RegisterAccountNameSuccess', () => {
  it('shows the registered name and Done', () => {
    const html = render(kit({ registeredName: 'alice.airlock.eth' }), RegisterAccountNameSuccessView)
    expect(html).toContain('alice.airlock.eth')
    expect(html).toContain('>Done</button>')
  })
})

describe('the names views chunk', () => {
  it('shows the form skeleton while it loads', () => {
    const html = render(kit(), RegisterAccountNameViewLoader)
    expect(html).toContain('send-loading')
  })
})

describe('Send to a name', () => {
  const line = (resolution: Parameters<typeof ReceiverNameLine>[0]['resolution']) =>
    renderToStaticMarkup(createElement(ReceiverNameLine, { resolution }))

  it('shows resolving, the resolved address, or the reason it did not resolve', () => {
    expect(line({ name: 'bob.airlock.eth', status: 'resolving' })).toContain('Resolving bob.airlock.eth…')
    expect(line({ name: 'bob.airlock.eth', status: 'resolved', address: ADDRESS })).toContain(ADDRESS)
    expect(
      line({ name: 'bob.airlock.eth', status: 'failed', error: 'Error resolving name', detail: undefined }),
    ).toContain('Error resolving name')
    expect(
      line({
        name: 'bob.airlock.eth',
        status: 'failed',
        error: 'Error resolving name',
        detail: 'bob.airlock.eth is not registered',
      }),
    ).toContain('bob.airlock.eth is not registered')
    expect(line(undefined)).toBe('')
  })
})
