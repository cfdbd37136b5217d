import type { LocaleInput, SmartSession } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { renderInKit, testKit, visibleText } from '../../../test/renderInKit.ts'
import { AccountTypeRow } from './AccountTypeRow.tsx'
import { SmartSessionsView, sessionStatus } from './SmartSessionsView.tsx'

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function kit(locale?: LocaleInput) {
  const airlock = testKit(locale)
  return airlock
}

const text = visibleText

const ENDS_OPTIONS = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const
/** The test session's end as en shows it ('Oct 2, 7:06 AM' in UTC: the day and time of this machine's zone). */
const ENDS = new Date(4_000_000_000_000).toLocaleString('en-US', ENDS_OPTIONS)

const render = renderInKit

const both = [
  { address: EOA, type: 'eoa' as const },
  { address: SMART, type: 'smartAccount' as const },
]

describe('the account type row', () => {
  it('is absent for a wallet without a smart account on the network', () => {
    const airlock = kit()
    airlock.account.patch('eip155', { address: EOA, allAccounts: [{ address: EOA, type: 'eoa' }] })
    expect(render(airlock, AccountTypeRow)).toBe('')
  })

  it('shows a smart account not deployed yet, the switch to the EOA and the sessions', () => {
    const airlock = kit()
    airlock.account.patch('eip155', {
      address: SMART,
      allAccounts: both,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    const html = render(airlock, AccountTypeRow)
    expect(html).toContain('Smart Account')
    expect(html).toContain('Not deployed yet')
    expect(html).toContain('Switch to your EOA')
    expect(html).toContain('Sessions')
  })

  it('offers the smart account from the EOA, without sessions', () => {
    const airlock = kit()
    airlock.account.patch('eip155', { address: EOA, allAccounts: both, preferredAccountType: 'eoa' })
    const html = render(airlock, AccountTypeRow)
    expect(html).toContain('>EOA<')
    expect(html).toContain('Switch to your Smart Account')
    expect(html).not.toContain('Sessions')
  })
})

const session = (values: Partial<SmartSession> = {}): SmartSession => ({
  pci: `0x${'00'.repeat(12)}${'22'.repeat(20)}${'ab'.repeat(32)}`,
  chainId: 'eip155:31337',
  signer: EOA,
  validAfter: 0,
  validUntil: 4_000_000_000,
  revoked: false,
  native: { limit: '100000000000000000', spent: '10000000000000000' },
  permissions: [{ target: SMART, selector: '0xa9059cbb', functionName: 'transfer' }],
  ...values,
})

describe('the Sessions view', () => {
  it('tells active, expired, revoked and future sessions apart', () => {
    expect(sessionStatus(session(), 1000)).toBe('active')
    expect(sessionStatus(session({ validUntil: 999 }), 1000)).toBe('expired')
    expect(sessionStatus(session({ revoked: true }), 1000)).toBe('revoked')
    expect(sessionStatus(session({ validAfter: 2000 }), 1000)).toBe('notStarted')
  })

  it('lists a session with its spend, calls and a revoke button; an ended one has none', () => {
    const airlock = kit()
    airlock.account.patch('eip155', { address: SMART })
    airlock.smartSessions.patch({
      status: 'ready',
      sessions: [session(), session({ pci: `0x${'11'.repeat(64)}`, revoked: true })],
    })
    const html = render(airlock, SmartSessionsView)
    expect(text(html)).toContain('Key 0x70...dc79C8')
    expect(text(html)).toContain('0.01 ETH of 0.1 ETH')
    expect(html).toContain('<bdi dir="ltr">0.01 ETH</bdi> of <bdi dir="ltr">0.1 ETH</bdi>')
    expect(text(html)).toContain('transfer on 0x3C...4293BC')
    expect(html.match(/data-testid="revoke-session"/g)).toHaveLength(1)
    expect(html).toContain(
      'aria-label="Revoke the session of key 0x70997970C51812dc3A010C7d01b50e0d17dc79C8"',
    )
    expect(html).toContain('>Active</span>')
    expect(html).toContain('>Revoked</span>')
    expect(text(html)).toContain(`Ends${ENDS}`)
  })

  it('joins the calls as a list and shows the end in the locale', () => {
    const airlock = kit({
      locale: 'de',
      messages: { smartAccount: { callOn: '{call} auf {target}', ends: 'Endet' } },
    })
    airlock.account.patch('eip155', { address: SMART })
    airlock.smartSessions.patch({
      status: 'ready',
      sessions: [
        session({
          permissions: [
            { target: SMART, selector: '0xa9059cbb', functionName: 'transfer' },
            { target: EOA, selector: '0x095ea7b3' },
            { target: SMART, selector: '0x23b872dd', functionName: 'transferFrom' },
          ],
        }),
      ],
    })
    const html = text(render(airlock, SmartSessionsView))
    expect(html).toContain(
      'transfer auf 0x3C...4293BC, 0x095ea7b3 auf 0x70...dc79C8 und transferFrom auf 0x3C...4293BC',
    )
    expect(html).toContain(`Endet${new Date(4_000_000_000_000).toLocaleString('de', ENDS_OPTIONS)}`)
    expect(html).toContain('0,01 ETH of 0,1 ETH')
  })

  it('says so when there is no session', () => {
    const airlock = kit()
    airlock.smartSessions.patch({ status: 'ready', sessions: [] })
    expect(render(airlock, SmartSessionsView)).toContain('No sessions yet')
  })
})
