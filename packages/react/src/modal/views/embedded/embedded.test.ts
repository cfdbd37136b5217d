import type { LocaleInput } from '@airlock/core'
import type { AirlockInternals } from '@airlock/core/internal'
import { describe, expect, it } from 'vitest'
import { renderInKit, testKit, visibleText } from '../../../test/renderInKit.ts'
import { ConnectingFarcasterView } from './ConnectingFarcasterView.tsx'
import { EmailConnectField } from './EmailConnectField.tsx'
import { EmailVerifyDeviceView } from './EmailVerifyDeviceView.tsx'
import { EmailVerifyOtpView } from './EmailVerifyOtpView.tsx'
import { SocialButtons } from './SocialButtons.tsx'
import { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView } from './UpdateEmailOtpView.tsx'
import { UpdateEmailWalletView } from './UpdateEmailWalletView.tsx'

/** The embedded store's state (core does not export its type). */
type EmbeddedPatch = Parameters<AirlockInternals['embedded']['patch']>[0]

function kit(embedded: EmbeddedPatch = {}, locale?: LocaleInput) {
  const airlock = testKit(locale)
  airlock.embedded.patch(embedded)
  return airlock
}

const render = renderInKit

const text = visibleText

const user = { email: 'old@example.com' } as EmbeddedPatch['user']

describe('the email login', () => {
  it('asks for the email in a left-to-right field, then Continue', () => {
    const html = render(kit(), EmailConnectField)
    expect(html).toMatch(/<label[^>]*>Email<\/label>/)
    expect(html).toMatch(/<input[^>]*type="email" dir="ltr"[^>]*placeholder="Email"/)
    expect(html).toContain('>Continue</button>')
  })

  it('names each social login by its brand', () => {
    const html = render(kit(), () => SocialButtons({ providers: ['google', 'github'] }))
    expect(html).toContain('aria-label="Social logins"')
    expect(html).toContain('aria-label="Continue with Google"')
    expect(html).toContain('aria-label="Continue with GitHub"')
  })

  it('says where the code went, the email left to right, in a left-to-right code field', () => {
    const html = render(kit({ status: 'otp', email: 'alice@example.com' }), EmailVerifyOtpView)
    expect(html).toContain('<h2>Enter the code</h2>')
    expect(text(html)).toContain('We sent a 6-digit code to alice@example.com. It expires in 10 minutes.')
    expect(html).toContain('<strong><bdi dir="ltr">alice@example.com</bdi></strong>')
    expect(html).toMatch(/<input[^>]*class="otp-input" dir="ltr"/)
    expect(html).toContain('>One-time code</label>')
    expect(html).toContain('>Resend code</button>')
  })

  it('waits for the approval of a new browser', () => {
    const html = text(render(kit({ status: 'device', email: 'alice@example.com' }), EmailVerifyDeviceView))
    expect(html).toContain('Approve this browser')
    expect(html).toContain(
      'We sent an email to alice@example.com. Open the approval link in it to use your wallet here; this view goes on by itself.',
    )
  })

  it('shows the Farcaster QR code with its links', () => {
    const html = render(
      kit({ status: 'farcaster', farcasterUrl: 'https://farcaster.test/x' }),
      ConnectingFarcasterView,
    )
    expect(html).toContain(
      'Scan this QR code with your phone&#x27;s camera or the Farcaster app, then approve.',
    )
    expect(text(html)).toContain('Open link')
    expect(text(html)).toContain('Copy link')
  })

  it("shows the texts of the kit's locale, English for a key the locale lacks", () => {
    const html = render(
      kit(
        { status: 'otp', email: 'alice@example.com' },
        {
          locale: 'de',
          messages: { embedded: { codeSent: 'Code an {email} gesendet.', enterCode: 'Code eingeben' } },
        },
      ),
      EmailVerifyOtpView,
    )
    expect(html).toContain('<h2>Code eingeben</h2>')
    expect(text(html)).toContain('Code an alice@example.com gesendet.')
    expect(html).toContain('>Resend code</button>')
  })
})

describe('the email change', () => {
  it('says where the codes go and offers Cancel and Save', () => {
    const html = render(kit({ user }), UpdateEmailWalletView)
    expect(text(html)).toContain(
      'A code goes to old@example.com to confirm it is you, then one to the new address.',
    )
    expect(html).toContain('>New email</label>')
    expect(html).toMatch(/<input[^>]*dir="ltr"/)
    expect(html).toContain('>Cancel</button>')
    expect(html).toContain('>Save</button>')
  })

  it('asks for the code of the current email, then the one of the new email', () => {
    const emailUpdate = { status: 'primary', newEmail: 'new@example.com', error: undefined } as const
    const primary = render(kit({ user, emailUpdate }), UpdateEmailPrimaryOtpView)
    expect(primary).toContain('<h2>Confirm it is you</h2>')
    expect(text(primary)).toContain(
      'Enter the code sent to old@example.com. It confirms the change to new@example.com.',
    )
    expect(primary).toContain(
      '<strong data-testid="update-email-to"><bdi dir="ltr">old@example.com</bdi></strong>',
    )
    expect(primary).toContain('>Code sent to your current email</label>')
    const secondary = render(
      kit({ user, emailUpdate: { ...emailUpdate, status: 'secondary' } }),
      UpdateEmailSecondaryOtpView,
    )
    expect(secondary).toContain('<h2>Confirm the new email</h2>')
    expect(text(secondary)).toContain('Enter the code sent to new@example.com. It expires in 10 minutes.')
    expect(secondary).toContain('>Code sent to your new email</label>')
    expect(secondary).toContain('>Use another email</button>')
  })
})
