import { describe, expect, it } from 'vitest'
import { createMailboxStore, type MailboxMessage } from './store.ts'

const mail = (to: string, subject: string): MailboxMessage => ({
  to: [to],
  from: 'Airlock <no-reply@airlock.localhost>',
  subject,
  text: subject,
  html: '',
  date: new Date().toISOString(),
})

describe('mailbox store', () => {
  it('lists newest first, filtered by recipient in any letter case', () => {
    const store = createMailboxStore()
    store.add(mail('a@example.com', 'one'))
    store.add(mail('b@example.com', 'two'))
    store.add(mail('a@example.com', 'three'))
    expect(store.list().map((m) => m.subject)).toEqual(['three', 'two', 'one'])
    expect(store.list('A@Example.com ').map((m) => m.subject)).toEqual(['three', 'one'])
    expect(store.list('nobody@example.com')).toEqual([])
  })

  it('keeps only the newest mail past its capacity', () => {
    const store = createMailboxStore(2)
    for (const subject of ['one', 'two', 'three']) store.add(mail('a@example.com', subject))
    expect(store.list().map((m) => m.subject)).toEqual(['three', 'two'])
  })
})
