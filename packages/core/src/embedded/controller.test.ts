import { describe, expect, it, vi } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { ADDRESS, fakeFrame } from '../test/fakeFrame.ts'
import { createEmbeddedController } from './controller.ts'
import { EmbeddedStorageKeys } from './emailLogin.ts'
import { EmbeddedMessages } from './messages.ts'

function setup() {
  const frame = fakeFrame()
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [],
    storage: createMemoryBackend(),
    embeddedWallet: { load: async () => frame.module, secureSiteUrl: 'http://127.0.0.1:9/' },
  })
  const controller = createEmbeddedController(airlock, async () => {})
  return { airlock, controller, ...frame }
}

/** Signed in by email as ada@example.com, on the Account view. */
async function signedIn() {
  const context = setup()
  context.answers.set('CONNECT_EMAIL', () => ({ action: 'VERIFY_OTP' }))
  await context.controller.connectEmail('ada@example.com')
  await context.controller.connectOtp('123456')
  context.airlock.open({ view: 'Account' })
  return context
}

const update = (airlock: ReturnType<typeof setup>['airlock']) => airlock.embedded.getState().emailUpdate

describe('updating the embedded wallet’s email', () => {
  it('refuses an invalid address and the current one before anything is sent', async () => {
    const { airlock, controller, sent } = await signedIn()
    const before = sent.length
    await controller.updateEmail('grace@example')
    expect(update(airlock).error).toBe('Enter a valid email address')
    await controller.updateEmail('  ADA@example.com ')
    expect(update(airlock).error).toBe(EmbeddedMessages.SAME_EMAIL)
    expect(sent.length).toBe(before)
    expect(update(airlock).status).toBe('idle')
  })

  it('refuses a social login: its email is the provider’s', async () => {
    const { airlock, controller, sent } = await signedIn()
    airlock.account.patch('eip155', { socialProvider: 'google' })
    const before = sent.length
    await controller.updateEmail('grace@example.com')
    expect(update(airlock).error).toBe(EmbeddedMessages.NO_EMAIL_LOGIN)
    expect(sent.length).toBe(before)
  })

  it('goes current address code, then new address code, then updates the user, the account and storage', async () => {
    const { airlock, controller, sent, answers } = await signedIn()
    answers.set('UPDATE_EMAIL', () => ({ action: 'VERIFY_PRIMARY_OTP' }))
    answers.set('UPDATE_EMAIL_SECONDARY_OTP', () => ({ newEmail: 'grace@example.com' }))
    airlock.router.push('UpdateEmailWallet')

    await controller.updateEmail(' grace@example.com ')
    expect(sent.at(-1)).toEqual({ event: 'UPDATE_EMAIL', payload: { email: 'grace@example.com' } })
    expect(update(airlock)).toMatchObject({ status: 'primary', newEmail: 'grace@example.com' })
    expect(airlock.router.getState().view).toBe('UpdateEmailPrimaryOtp')

    await controller.updateEmailPrimaryOtp('12 34 56')
    expect(sent.at(-1)).toEqual({ event: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '123456' } })
    expect(update(airlock).status).toBe('secondary')
    // The used code's view is replaced: back goes to the email field.
    expect(airlock.router.getState().history).toEqual([
      'Account',
      'UpdateEmailWallet',
      'UpdateEmailSecondaryOtp',
    ])

    await controller.updateEmailSecondaryOtp('654321')
    expect(sent.at(-1)).toEqual({ event: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '654321' } })
    expect(airlock.embedded.getState().user?.email).toBe('grace@example.com')
    expect(airlock.embedded.getState().email).toBe('grace@example.com')
    expect(update(airlock)).toEqual({ status: 'idle', newEmail: undefined, error: undefined })
    expect(airlock.account.get('eip155')?.user?.email).toBe('grace@example.com')
    expect(airlock.storage.getItem(EmbeddedStorageKeys.EMAIL)).toBe('grace@example.com')
    expect(airlock.toast.getState()).toMatchObject({
      open: true,
      variant: 'success',
      message: 'Email updated',
    })
    expect(airlock.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('goes straight to the new address’s code when the frame says VERIFY_SECONDARY_OTP', async () => {
    const { airlock, controller, answers } = await signedIn()
    answers.set('UPDATE_EMAIL', () => ({ action: 'VERIFY_SECONDARY_OTP' }))
    airlock.router.push('UpdateEmailWallet')
    await controller.updateEmail('grace@example.com')
    expect(update(airlock).status).toBe('secondary')
    expect(airlock.router.getState().view).toBe('UpdateEmailSecondaryOtp')
  })

  it('keeps the view and says the frame’s error: a taken address, a wrong code, the cooldown', async () => {
    const { airlock, controller, answers } = await signedIn()
    answers.set('UPDATE_EMAIL', () => {
      throw new Error('Another account already uses this email.')
    })
    airlock.router.push('UpdateEmailWallet')
    await controller.updateEmail('grace@example.com')
    expect(update(airlock)).toMatchObject({
      status: 'idle',
      newEmail: 'grace@example.com',
      error: 'Another account already uses this email.',
    })
    expect(airlock.router.getState().view).toBe('UpdateEmailWallet')

    answers.set('UPDATE_EMAIL', () => ({ action: 'VERIFY_PRIMARY_OTP' }))
    await controller.updateEmail('grace@example.com')
    answers.set('UPDATE_EMAIL_PRIMARY_OTP', () => {
      throw new Error('Invalid code: 4 attempts left.')
    })
    await controller.updateEmailPrimaryOtp('000000')
    expect(update(airlock)).toMatchObject({ status: 'primary', error: 'Invalid code: 4 attempts left.' })
    expect(airlock.router.getState().view).toBe('UpdateEmailPrimaryOtp')

    // Resend from the code view: the cloud's cooldown is said in the view, which stays.
    answers.set('UPDATE_EMAIL', () => {
      throw new Error('Please try again after 12 seconds')
    })
    await controller.updateEmail('grace@example.com')
    expect(update(airlock)).toMatchObject({ status: 'primary', error: 'Please try again after 12 seconds' })

    await controller.updateEmailSecondaryOtp('12345')
    expect(update(airlock).error).toBe('Enter the 6-digit code from the email')
    expect(airlock.embedded.getState().user?.email).toBe('ada@example.com')
  })

  it('sign-out forgets an email change in progress', async () => {
    const { airlock, controller, answers } = await signedIn()
    answers.set('UPDATE_EMAIL', () => ({ action: 'VERIFY_PRIMARY_OTP' }))
    await controller.updateEmail('grace@example.com')
    await controller.signOut()
    expect(update(airlock)).toEqual({ status: 'idle', newEmail: undefined, error: undefined })
  })
})

describe('closing the modal during an embedded approval', () => {
  it('rejects the request with 4001, refuses the frame client’s waiting requests, hides and reloads the frame', async () => {
    const { airlock, controller, calls } = await signedIn()
    airlock.close()
    const signing = controller.provider.request({ method: 'personal_sign', params: ['0x6869', ADDRESS] })
    await vi.waitFor(() => expect(airlock.router.getState().view).toBe('ApproveTransaction'))
    airlock.embedded.patch({ approvalOpen: true })
    airlock.close()
    await expect(signing).rejects.toMatchObject({ code: 4001, name: 'UserRejectedRequestError' })
    await vi.waitFor(() => expect(calls.reload).toBe(1))
    expect(calls.rejectRpcRequests).toBe(1)
    expect(calls.hide).toBeGreaterThan(0)
    expect(airlock.embedded.getState().approvalOpen).toBe(false)
    expect(airlock.modal.getState().open).toBe(false)
  })

  it('leaves the frame alone when the modal closes with nothing waiting', async () => {
    const { airlock, calls } = await signedIn()
    airlock.close()
    expect(calls).toMatchObject({ rejectRpcRequests: 0, reload: 0 })
  })
})

describe('a login of an earlier visit', () => {
  it('shows the restored user’s email in the Account view once the connection is theirs', async () => {
    const frame = fakeFrame()
    frame.answers.set('IS_CONNECTED', () => ({ isConnected: true }))
    const storage = createMemoryBackend()
    storage.setItem('@airlock/email_login_used', 'true')
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [],
      storage,
      embeddedWallet: { load: async () => frame.module, secureSiteUrl: 'http://127.0.0.1:9/' },
    })
    const controller = createEmbeddedController(airlock, async () => {})
    await controller.restore()
    await vi.waitFor(() => expect(airlock.embedded.getState().status).toBe('connected'))
    expect(airlock.embedded.getState().user?.email).toBe('ada@example.com')
    expect(airlock.account.get('eip155')?.user).toBeUndefined()
    airlock.account.patch('eip155', { status: 'connected', address: ADDRESS })
    expect(airlock.account.get('eip155')?.user?.email).toBe('ada@example.com')
  })
})

describe('Sign In With Farcaster', () => {
  const LINK = 'http://127.0.0.1:9/farcaster-relay/~/siwf?channelToken=c1'

  it('opens ConnectingFarcaster with the link, then connects with the provider and username kept', async () => {
    const context = setup()
    let answer: (() => void) | undefined
    context.answers.set('GET_FARCASTER_URI', () => ({ url: LINK }))
    context.answers.set('CONNECT_FARCASTER', () => new Promise<void>((resolve) => (answer = resolve)))
    context.answers.set('GET_USER', () => ({ address: ADDRESS, chainId: 31337, userName: 'ada' }))
    const login = context.controller.connectFarcaster()
    await vi.waitFor(() => expect(context.airlock.embedded.getState().farcasterUrl).toBe(LINK))
    expect(context.airlock.router.getState().view).toBe('ConnectingFarcaster')
    expect(context.airlock.embedded.getState().status).toBe('farcaster')
    answer?.()
    await login
    expect(context.airlock.embedded.getState()).toMatchObject({
      status: 'connected',
      farcasterUrl: undefined,
    })
    expect(context.airlock.storage.getItem(EmbeddedStorageKeys.CONNECTED_SOCIAL)).toBe('farcaster')
    expect(context.airlock.storage.getItem(EmbeddedStorageKeys.SOCIAL_USERNAME)).toBe('ada')
    expect(context.airlock.account.get('eip155')?.socialProvider).toBe('farcaster')
  })

  it('shows the frame’s error in the view and stays there', async () => {
    const context = setup()
    context.answers.set('GET_FARCASTER_URI', () => ({ url: LINK }))
    context.answers.set('CONNECT_FARCASTER', () => {
      throw new Error('This Farcaster sign-in is invalid, was already used or has expired')
    })
    await context.controller.connectFarcaster()
    expect(context.airlock.embedded.getState()).toMatchObject({
      status: 'idle',
      error: 'This Farcaster sign-in is invalid, was already used or has expired',
    })
    expect(context.airlock.router.getState().view).toBe('ConnectingFarcaster')
  })

  it('drops the link and the late answer of a login the visitor left, and the reload resyncs the frame', async () => {
    const context = setup()
    let answer: (() => void) | undefined
    context.answers.set('GET_FARCASTER_URI', () => ({ url: LINK }))
    context.answers.set('CONNECT_FARCASTER', () => new Promise<void>((resolve) => (answer = resolve)))
    const login = context.controller.connectFarcaster()
    await vi.waitFor(() => expect(context.airlock.embedded.getState().farcasterUrl).toBe(LINK))
    context.controller.clearFarcasterLink()
    expect(context.airlock.embedded.getState()).toMatchObject({ status: 'idle', farcasterUrl: undefined })
    await context.controller.resync()
    expect(context.calls.reload).toBe(1)
    answer?.()
    await login
    expect(context.airlock.embedded.getState().status).toBe('idle')
    expect(context.sent.some((m) => m.event === 'GET_USER')).toBe(false)
  })

  it('leaving ConnectingFarcaster without an address asks the embedded wallet to drop the link, then resync', async () => {
    vi.useFakeTimers()
    try {
      const { airlock } = setup()
      const clear = vi.spyOn(airlock.embeddedActions, 'clearFarcasterLink')
      const resync = vi.spyOn(airlock.embeddedActions, 'resync')
      airlock.open({ view: 'Connect' })
      airlock.router.push('ConnectingFarcaster')
      airlock.router.goBack()
      expect(clear).toHaveBeenCalledTimes(1)
      expect(resync).not.toHaveBeenCalled()
      vi.advanceTimersByTime(100)
      expect(resync).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the embedded wallet’s smart account', () => {
  const SMART = '0x2222222222222222222222222222222222222222'
  const smartUser = (preferred: 'eoa' | 'smartAccount') => ({
    email: 'ada@example.com',
    address: preferred === 'eoa' ? ADDRESS : SMART,
    chainId: 31337,
    accounts: [
      { address: ADDRESS, type: 'eoa' },
      { address: SMART, type: 'smartAccount' },
    ],
    preferredAccountType: preferred,
    smartAccountDeployed: false,
  })

  it('puts both accounts, the preferred type and deployment in the account store after login', async () => {
    const context = setup()
    context.answers.set('GET_USER', () => smartUser('smartAccount'))
    context.answers.set('CONNECT_EMAIL', () => ({ action: 'VERIFY_OTP' }))
    context.airlock.account.patch('eip155', { status: 'connected', address: SMART })
    await context.controller.connectEmail('ada@example.com')
    await context.controller.connectOtp('123456')
    expect(context.airlock.account.get('eip155')).toMatchObject({
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      allAccounts: [
        { address: ADDRESS, type: 'eoa' },
        { address: SMART, type: 'smartAccount' },
      ],
    })
  })

  it('switches the preferred type through SET_PREFERRED_ACCOUNT and keeps the answer', async () => {
    const context = await signedIn()
    context.answers.set('SET_PREFERRED_ACCOUNT', (payload) => smartUser(payload.type as 'eoa'))
    const user = await context.controller.setPreferredAccountType('eoa')
    expect(user.address).toBe(ADDRESS)
    expect(context.sent.at(-1)).toEqual({ event: 'SET_PREFERRED_ACCOUNT', payload: { type: 'eoa' } })
    expect(context.airlock.account.get('eip155')?.preferredAccountType).toBe('eoa')
    expect(context.airlock.embedded.getState().user?.preferredAccountType).toBe('eoa')
  })

  it('signs out on EIP-2255’s revoke of eth_accounts, but sends an ERC-7715 revoke to the frame', async () => {
    const context = await signedIn()
    await context.controller.provider.request({
      method: 'wallet_revokePermissions',
      params: [{ permissionsContext: '0x01' }],
    })
    expect(context.airlock.embedded.getState().status).toBe('connected')
    await context.controller.provider.request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(context.airlock.embedded.getState().status).toBe('idle')
  })
})

describe('the frame’s theme', () => {
  it('follows the modal’s theme mode, variables and accent as they change at run time', async () => {
    const context = setup()
    context.answers.set('CONNECT_EMAIL', () => ({ action: 'VERIFY_OTP' }))
    await context.controller.connectEmail('ada@example.com')
    const themes = () => context.sent.filter((m) => m.event === 'SYNC_THEME').map((m) => m.payload)
    expect(themes()).toEqual([{ themeMode: 'light', themeVariables: {} }])
    context.airlock.setThemeMode('dark')
    context.airlock.theme.setAccentColor('#ffd400')
    context.airlock.setThemeVariables({ '--airlock-border-radius-master': '8px' })
    await Promise.resolve()
    expect(themes().at(-1)).toEqual({
      themeMode: 'dark',
      themeVariables: { '--airlock-border-radius-master': '8px', '--airlock-accent': '#ffd400' },
    })
    expect(themes()).toHaveLength(4)
  })

  it("resolves 'system' to light or dark, the only modes the frame knows", async () => {
    const { framePayloadOf } = await import('./frameTheme.ts')
    const payload = framePayloadOf({ themeMode: 'system', themeVariables: {}, accentColor: undefined })
    expect(['light', 'dark']).toContain(payload.themeMode)
  })
})
