import type { SIWXConfig, SIWXMessage, SIWXSession } from '../siwx/types.ts'

/** A SIWX config for core tests: sessions in memory, calls recorded, failures scripted. */
export function createFakeSiwx(options: { required?: boolean; signOutOnDisconnect?: boolean } = {}) {
  const calls: { method: string; args: unknown[] }[] = []
  const state = {
    sessions: [] as SIWXSession[],
    addError: undefined as unknown,
    getSessionsError: undefined as unknown,
    required: options.required ?? false,
  }
  const config: SIWXConfig = {
    getRequired: () => state.required,
    signOutOnDisconnect: options.signOutOnDisconnect ?? false,
    async createMessage(input) {
      calls.push({ method: 'createMessage', args: [input] })
      const data = {
        ...input,
        domain: 'dapp.example',
        uri: 'https://dapp.example/',
        version: '1',
        nonce: 'nonce12345678',
        issuedAt: '2026-01-01T00:00:00.000Z',
      }
      return { ...data, toString: () => `sign in as ${input.accountAddress}` } satisfies SIWXMessage
    },
    async addSession(session) {
      calls.push({ method: 'addSession', args: [session] })
      if (state.addError) throw state.addError
      state.sessions.push(session)
    },
    async revokeSession(chainId, address) {
      calls.push({ method: 'revokeSession', args: [chainId, address] })
      state.sessions = state.sessions.filter(
        (s) => s.data.chainId !== chainId || s.data.accountAddress.toLowerCase() !== address.toLowerCase(),
      )
    },
    async setSessions(sessions) {
      calls.push({ method: 'setSessions', args: [sessions] })
      state.sessions = [...sessions]
    },
    async getSessions(chainId, address) {
      calls.push({ method: 'getSessions', args: [chainId, address] })
      if (state.getSessionsError) throw state.getSessionsError
      return state.sessions.filter(
        (s) => s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address.toLowerCase(),
      )
    },
  }
  return { config, calls, state }
}
