import { describe, expect, it } from 'vitest'
import { devUserBySub, findDevUser } from './devUsers.ts'

describe('the local identity provider test users', () => {
  it('signs ada and grace in with their passwords only', () => {
    expect(findDevUser('ada', 'ada-password')).toMatchObject({
      email: 'ada.social@example.com',
      name: 'Ada Lovelace',
      preferred_username: 'ada',
    })
    expect(findDevUser('grace', 'grace-password')?.preferred_username).toBe('grace')
    expect(findDevUser('ada', 'grace-password')).toBeUndefined()
    expect(devUserBySub('dev-user-ada')?.login).toBe('ada')
  })
})
