import { describe, expect, it } from 'vitest'
import { mailboxPage } from './page.ts'

const base = {
  to: ['a@example.com'],
  from: 'Airlock <no-reply@airlock.localhost>',
  html: '',
  date: '2026-01-01T00:00:00.000Z',
}

describe('mailbox page', () => {
  it('shows mail as escaped text, links clickable, the HTML part never rendered', () => {
    const page = mailboxPage([
      {
        ...base,
        subject: '<script>alert(1)</script>',
        text: 'Open http://127.0.0.1:1/v1/embedded/device/approve?token=a&b=1 now <b>',
        html: '<img src=x onerror=alert(1)>',
      },
    ])
    expect(page).not.toContain('<script>')
    expect(page).not.toContain('<img')
    expect(page).toContain('&#60;script&#62;')
    expect(page).toContain(
      '<a href="http://127.0.0.1:1/v1/embedded/device/approve?token=a&#38;b=1" target="_blank" rel="noopener noreferrer">',
    )
    expect(page).toContain(' now &#60;b&#62;')
  })

  it('says when there is no mail', () => {
    expect(mailboxPage([])).toContain('No mail yet')
  })
})
