import type { LocaleInput, NamesState } from '@airlock/core'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { renderInKit, testKit, visibleText } from '../../../test/renderInKit.ts'
import { ReceiverNameLine } from '../send/ReceiverName.tsx'
import { RegisterAccountNameViewLoader } from './NamesViewLoader.tsx'
import { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView.tsx'
import { RegisterAccountNameView } from './RegisterAccountNameView.tsx'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function kit(names: Partial<NamesState> = {}, locale?: LocaleInput) {
  const airlock = testKit(locale)
  airlock.account.patch('eip155', { address: ADDRESS })
  airlock.names.patch(names)
  return airlock
}

const render = renderInKit

const text = visibleText

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
    expect(html).toContain('><bdi dir="ltr">alice1.airlock.eth</bdi></button>')
    expect(html).toContain('><bdi dir="ltr">alice2.airlock.eth</bdi></button>')
  })

  it('enables Register for an available name, and waits for the wallet while registering', () => {
    const available = render(kit({ label: 'alice', status: 'available' }), RegisterAccountNameView)
    expect(text(available)).toContain('alice.airlock.eth is available')
    expect(available).toContain('<bdi dir="ltr">alice.airlock.eth</bdi> is available')
    expect(available).toMatch(/<button type="submit" class="primary wide">Register<\/button>/)
    const registering = render(
      kit({ label: 'alice', status: 'registering', loading: true }),
      RegisterAccountNameView,
    )
    expect(registering).toContain('Confirm in wallet')
    expect(registering).toMatch(/<input[^>]*disabled=""/)
  })

  it('names the connected address left to right, or says "your address" without one', () => {
    const html = render(kit(), RegisterAccountNameView)
    expect(text(html)).toContain(
      'A name people can send to instead of 0x70...dc79C8. Letters, digits and hyphens, at least 4.',
    )
    expect(html).toContain('<bdi dir="ltr">0x70...dc79C8</bdi>')
    expect(html).toMatch(/<input dir="ltr"/)
    const signedOut = kit()
    signedOut.account.patch('eip155', { address: undefined })
    expect(text(render(signedOut, RegisterAccountNameView))).toContain(
      'A name people can send to instead of your address. Letters',
    )
  })

  it("shows the texts of the kit's locale, English for a key the locale lacks", () => {
    const html = render(
      kit(
        { label: 'alice', status: 'taken', suggestions: [{ name: 'alice1.airlock.eth', registered: false }] },
        {
          locale: 'de',
          messages: { names: { availableInstead: 'Stattdessen frei', register: 'Registrieren' } },
        },
      ),
      RegisterAccountNameView,
    )
    expect(html).toContain('Stattdessen frei')
    expect(html).toContain('>Registrieren</button>')
    expect(html).toContain('placeholder="yourname"')
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
    expect(html).toContain('<h2 data-testid="registered-name"><bdi dir="ltr">alice.airlock.eth</bdi></h2>')
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
    text(render(kit(), () => createElement(ReceiverNameLine, { resolution })))

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
