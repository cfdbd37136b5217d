import { describe, expect, it } from 'vitest'
import type { EmbeddedWalletModule, FrameClient } from '../embedded/types.ts'
import { ErrorMessages } from '../errors.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter } from '../test/fakeAdapter.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'

/** A frame that asks for the emailed code, then signs the visitor in. */
function signingInFrame(): EmbeddedWalletModule {
  const client = {
    ready: Promise.resolve(),
    async request(event: string) {
      if (event === 'CONNECT_EMAIL') return { action: 'VERIFY_OTP' }
      if (event === 'GET_USER') return { email: 'ada@example.com', address: ADDRESS, chainId: 31337 }
      return {}
    },
    on: () => () => {},
    show: () => {},
    hide: () => {},
    rejectRpcRequests: () => 0,
    reload: async () => {},
    destroy: () => {},
  } satisfies FrameClient
  return { createFrameClient: () => client, createEmbeddedProvider: () => ({ request: async () => null }) }
}

describe('the embedded wallet signed in, but the kit could not take up its session', () => {
  it("says 'A problem occurred while trying initialize authentication', keeping the wallet's error as cause", async () => {
    const fake = createFakeAdapter()
    // The provider still answers for the previous, signed-out session (EIP-1193 4100).
    fake.state.connectError = Object.assign(new Error('The requested account has not been authorized'), {
      code: 4100,
    })
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [fake.adapter],
      storage: createMemoryBackend(),
      embeddedWallet: { load: async () => signingInFrame(), secureSiteUrl: 'http://127.0.0.1:9/' },
    })
    await airlock.embeddedActions.connectEmail('ada@example.com')
    await airlock.embeddedActions.connectOtp('123 456')
    expect(airlock.embedded.getState().error).toBe(ErrorMessages.AUTH_INITIALIZATION_FAILED)
    expect(airlock.account.get('eip155')?.address).toBeUndefined()
  })

  it('a refusal in the wallet stays a refusal', async () => {
    const fake = createFakeAdapter()
    fake.state.connectError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [fake.adapter],
      storage: createMemoryBackend(),
      embeddedWallet: { load: async () => signingInFrame(), secureSiteUrl: 'http://127.0.0.1:9/' },
    })
    await airlock.embeddedActions.connectEmail('ada@example.com')
    await airlock.embeddedActions.connectOtp('123456')
    expect(airlock.embedded.getState().error).toBe(ErrorMessages.USER_REJECTED_REQUEST)
  })
})
