// #region example
import { createAirlock, createCloudSiwx, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'

const siwx = createCloudSiwx({ required: true, expiresInMs: 24 * 60 * 60 * 1000 })

export const airlock = createAirlock({
  projectId: 'your-project-id',
  networks: [mainnet],
  adapters: [createEvmAdapter()],
  cloudUrl: 'https://cloud.example.org',
  siwx,
})

// In the page: call your own server as the signed-in account.
export async function loadSecret(address: string) {
  const token = siwx.getToken('eip155:1', address)
  const answer = await fetch('/api/secret', {
    headers: { authorization: `Bearer ${token}` },
  })
  return answer.json()
}
// #endregion example
