import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../../app.ts'
import { startTestCloud } from '../../test/cloud.ts'
import { saveResult, saveState, takeResult, takeState } from './store.ts'
import { findOrCreateSocialUser } from './users.ts'

let cloud: Cloud
beforeAll(async () => {
  cloud = await startTestCloud({ indexer: false })
  await cloud.context.projects.create({ id: 'social-store' })
})
afterAll(() => cloud?.close())

const STATE = {
  projectId: 'social-store',
  provider: 'google',
  codeVerifier: 'verifier',
  nonce: 'nonce',
  origin: 'https://dapp.example.com',
  deviceId: 'device-0123456789ab',
}

describe('social login states and results', () => {
  it('gives a state back once, and never an expired one', async () => {
    const token = await saveState(cloud.db, STATE)
    expect(await takeState(cloud.db, token)).toEqual(STATE)
    expect(await takeState(cloud.db, token)).toBeUndefined()
    const old = await saveState(cloud.db, STATE)
    await cloud.db.query(`update embedded_social_states set expires_at = now() - interval '1 second'`)
    expect(await takeState(cloud.db, old)).toBeUndefined()
  })

  it('gives a result back once, and keeps users by provider and subject', async () => {
    const identity = { provider: 'google', subject: 's1', email: 'a@example.com', userName: 'a' }
    const user = await findOrCreateSocialUser(cloud.db, 'social-store', identity)
    const again = await findOrCreateSocialUser(cloud.db, 'social-store', { ...identity, userName: 'a2' })
    expect(again.id).toBe(user.id)
    expect(again.social).toEqual({
      provider: 'google',
      subject: 's1',
      email: 'a@example.com',
      userName: 'a2',
    })
    expect(again.email).toBeNull()
    const github = await findOrCreateSocialUser(cloud.db, 'social-store', { ...identity, provider: 'github' })
    expect(github.id).not.toBe(user.id)

    const result = {
      projectId: 'social-store',
      userId: user.id,
      provider: 'google',
      deviceId: STATE.deviceId,
    }
    const token = await saveResult(cloud.db, result)
    expect(await takeResult(cloud.db, token)).toEqual(result)
    expect(await takeResult(cloud.db, token)).toBeUndefined()
  })
})
