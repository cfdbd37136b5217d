import { describe, expect, it } from 'vitest'
import { BindingMessages, bindingIssue } from './binding.ts'
import type { RegistrationMessage } from './message.ts'

const message: RegistrationMessage = {
  name: 'alice.airlock.eth',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  domain: 'app.example:8443',
  projectId: 'shop',
  chain: 'eip155:10',
  timestamp: 1764097857,
}
const project = { id: 'shop', allowedOrigins: ['https://app.example:8443', 'https://*.shop.example'] }

describe('a registration is bound to its site, project and chain', () => {
  it('belongs to a request from its site, for its project, on its chain', () => {
    expect(
      bindingIssue(message, { origin: 'https://app.example:8443', project, chainId: 10 }),
    ).toBeUndefined()
    expect(
      bindingIssue(
        { ...message, domain: 'APP.example:8443' },
        { origin: 'https://app.example:8443', project, chainId: 10 },
      ),
    ).toBeUndefined()
    // Without an Origin (a server), the site must be one the project allows.
    expect(bindingIssue(message, { origin: undefined, project, chainId: 10 })).toBeUndefined()
    expect(
      bindingIssue({ ...message, domain: 'a.shop.example' }, { origin: undefined, project, chainId: 10 }),
    ).toBeUndefined()
  })

  it('does not belong anywhere else', () => {
    expect(
      bindingIssue(message, {
        origin: 'https://app.example:8443',
        project: { ...project, id: 'other' },
        chainId: 10,
      }),
    ).toBe(BindingMessages.OTHER_PROJECT('shop', 'other'))
    expect(bindingIssue(message, { origin: 'https://app.example:8443', project, chainId: 1 })).toBe(
      BindingMessages.OTHER_CHAIN('eip155:10', 'eip155:1'),
    )
    expect(bindingIssue(message, { origin: 'https://app.example', project, chainId: 10 })).toBe(
      BindingMessages.OTHER_SITE('app.example:8443', 'app.example'),
    )
    expect(
      bindingIssue({ ...message, domain: 'shop.example' }, { origin: undefined, project, chainId: 10 }),
    ).toBe(BindingMessages.SITE_NOT_ALLOWED('shop.example', 'shop'))
  })
})
