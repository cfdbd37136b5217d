import { describe, expect, it } from 'vitest'
import type { Queryable } from '../../db/types.ts'
import { userView } from './userView.ts'

// No wallet row: the view's address is null.
const db = { query: async () => [] } as unknown as Queryable
const createdAt = new Date('2026-01-01T00:00:00Z')

describe('the user as the frame reads it', () => {
  it('an email user: the email, no social fields', async () => {
    expect(await userView(db, { id: 'u1', projectId: 'p', email: 'a@example.com', createdAt })).toEqual({
      id: 'u1',
      email: 'a@example.com',
      address: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    })
  })

  it('a social user: provider, username, and the verified email when there is one', async () => {
    const social = { provider: 'github', subject: 's', email: null, userName: 'ada' }
    expect(await userView(db, { id: 'u2', projectId: 'p', email: null, createdAt, social })).toEqual({
      id: 'u2',
      address: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      socialProvider: 'github',
      userName: 'ada',
    })
    const withEmail = { ...social, email: 'ada@example.com' }
    expect(
      (await userView(db, { id: 'u2', projectId: 'p', email: null, createdAt, social: withEmail })).email,
    ).toBe('ada@example.com')
  })
})
