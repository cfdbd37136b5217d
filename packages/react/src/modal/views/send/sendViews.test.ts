import { airlockDevnet, type LocaleInput, type TokenBalance } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { renderInKit, testKit, visibleText } from '../../../test/renderInKit.ts'
import { SendPreviewView } from './SendPreviewView.tsx'
import { SendView } from './SendView.tsx'

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: airlockDevnet.caipNetworkId,
  price: 1,
  quantity: { numeric: '1234.5', decimals: '6' },
  iconUrl: '',
}

function kit(locale?: LocaleInput) {
  const airlock = testKit(locale)
  airlock.send.patch({
    token: usdc,
    sendTokenAmount: '25',
    receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  })
  return airlock
}

const render = renderInKit
const text = visibleText

describe('the Send views in English (texts unchanged)', () => {
  it('labels the form as before, amounts in left-to-right isolates and inputs', () => {
    const html = render(kit(), SendView)
    expect(text(html)).toContain('Balance 1,234.5 USDC')
    expect(text(html)).toContain('$25.00')
    expect(text(html)).toContain('Preview send')
    expect(html).toContain('aria-label="Token: USDC. Change token"')
    expect(html).toContain('placeholder="Address (0x…) or name"')
    expect(html).toMatch(/<input[^>]*aria-label="Amount"[^>]*dir="ltr"/)
    expect(html).toMatch(/<textarea[^>]*aria-label="Receiver address"[^>]*dir="ltr"/)
  })

  it('reviews what is sent to whom', () => {
    const html = render(kit(), SendPreviewView)
    expect(html).toContain('<bdi dir="ltr">25 USDC</bdi>')
    expect(html).toContain('<bdi dir="ltr">0x70...dc79C8</bdi>')
    expect(text(html)).toContain('Review the transaction in your wallet before you approve it.')
    expect(html).toContain('aria-label="Estimating the network fee"')
  })

  it('names the rent of the receiver’s new token account that the fee includes', () => {
    const airlock = kit()
    airlock.send.patch({
      gasEstimate: { fee: '0.00204428', symbol: 'SOL', usd: undefined, rent: '0.00203928' },
    })
    expect(text(render(airlock, SendPreviewView))).toMatch(
      /Includes 0\.002\d* SOL to create the receiver’s token account/,
    )
  })

  it('after a declined send: the reason, the draft as typed, and Try again (never Start over)', () => {
    const airlock = kit()
    const { token, sendTokenAmount, receiverAddress } = airlock.send.getState()
    airlock.send.patch({
      failed: {
        token: token!,
        sendTokenAmount: sendTokenAmount!,
        receiverAddress: receiverAddress!,
        message: 'User rejected the request',
      },
    })
    const html = render(airlock, SendPreviewView)
    expect(text(html)).toContain('Not sent. User rejected the request')
    expect(html).toContain('<bdi dir="ltr">25 USDC</bdi>')
    expect(text(html)).toContain('Try again')
    expect(text(html)).toContain('Cancel')
    expect(text(html)).not.toContain('Start over')
  })
})

describe('the Send views in another locale', () => {
  const german: LocaleInput = {
    locale: 'de',
    messages: { send: { balance: 'Guthaben {balance}', previewSend: 'Vorschau', sending: 'Du sendest' } },
  }

  it("reads the catalogue's texts and the locale's numbers, English for a key it lacks", () => {
    const form = text(render(kit(german), SendView))
    expect(form).toContain('Guthaben 1.234,5 USDC')
    expect(form).toContain('Vorschau')
    expect(form).toContain('Max')
    const review = text(render(kit(german), SendPreviewView))
    expect(review).toContain('Du sendest')
    expect(review).toMatch(/25,00\s\$/)
  })
})
