// #region example
/**
 * On your server: ask the cloud whose session the bearer token is, and
 * answer for the address the cloud names, never for one the page claims.
 */
export async function signedInAccount(authorization: string | undefined) {
  const cloudUrl = 'https://cloud.example.org'
  const answer = await fetch(
    `${cloudUrl}/v1/siwx/session?projectId=your-project-id`,
    {
      headers: { authorization: authorization ?? '' },
    },
  )
  // No session, or expired or revoked: answer "Sign in first".
  if (answer.status === 401) return undefined
  const { address, chainId, expiresAt } = (await answer.json()) as {
    address: string
    chainId: string
    expiresAt: string
  }
  return { address, chainId, expiresAt }
}
// #endregion example
