import { airlockDevnet, createAirlock, type LocaleInput, type SIWXConfig } from '@airlock/core'
import { createMemoryBackend, internalsOf } from '@airlock/core/internal'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AirlockContext } from '../../../context.ts'
import { SIWXSignMessageView } from './SIWXSignMessageView.tsx'
import { SIWXSignMessageViewLoader } from './SIWXSignMessageViewLoader.tsx'

function siwx(required: boolean): SIWXConfig {
  return {
    createMessage: () => Promise.reject(new Error('not in this test')),
    addSession: () => Promise.resolve(),
    revokeSession: () => Promise.resolve(),
    setSessions: () => Promise.resolve(),
    getSessions: () => Promise.resolve([]),
    getRequired: () => required,
  }
}

function kit(options: { required?: boolean; withSiwx?: boolean; locale?: LocaleInput; name?: string } = {}) {
  return createAirlock({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [],
    storage: createMemoryBackend(),
    metadata: { name: options.name ?? 'Demo', description: '', url: 'https://demo.test', icons: [] },
    siwx: options.withSiwx === false ? undefined : siwx(options.required ?? false),
    locale: options.locale,
  })
}

const render = (airlock: ReturnType<typeof kit>, component: () => unknown) =>
  renderToStaticMarkup(
    createElement(AirlockContext.Provider, { value: airlock }, createElement(component as () => null)),
  )

describe('SIWXSignMessage', () => {
  it('names the dapp and says what Cancel does when signing in is required', () => {
    const required = render(kit({ required: true }), SIWXSignMessageView)
    expect(required).toContain('<h2>Demo needs to connect to your wallet</h2>')
    expect(required).toContain(
      'Sign this message to prove you own this wallet and proceed. Cancelling will disconnect you.',
    )
    expect(required).toContain('>Cancel</button>')
    expect(required).toContain('>Sign</button>')
    const optional = render(kit({ name: '' }), SIWXSignMessageView)
    expect(optional).toContain('<h2>Dapp needs to connect to your wallet</h2>')
    expect(optional).toContain('<p>Sign this message to prove you own this wallet and proceed.</p>')
  })

  it('says Signing... and Cancelling... while the wallet or the sign-out works', () => {
    const signing = kit()
    internalsOf(signing).siwx.setState({ status: 'signing' })
    expect(render(signing, SIWXSignMessageView)).toContain('>Signing...</button>')
    const cancelling = kit()
    internalsOf(cancelling).siwx.setState({ cancelling: true })
    expect(render(cancelling, SIWXSignMessageView)).toContain('>Cancelling...</button>')
  })

  it("shows the texts of the kit's locale", () => {
    const html = render(
      kit({
        locale: {
          locale: 'de',
          messages: { siwx: { title: '{dapp} möchte sich verbinden', sign: 'Signieren' } },
        },
      }),
      SIWXSignMessageView,
    )
    expect(html).toContain('<h2>Demo möchte sich verbinden</h2>')
    expect(html).toContain('>Signieren</button>')
    expect(html).toContain('>Cancel</button>')
  })
})

describe('the sign-in chunk gate', () => {
  it('says so without the siwx option, and waits for the chunk behind a placeholder with it', () => {
    expect(render(kit({ withSiwx: false }), SIWXSignMessageViewLoader)).toContain(
      '<h2>SIWX is not enabled</h2>',
    )
    expect(render(kit(), SIWXSignMessageViewLoader)).toContain('aria-label="Loading"')
  })
})
