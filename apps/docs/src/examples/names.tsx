// #region example
import type { Airlock } from '@airlock/core'

export async function registerName(airlock: Airlock, label: string) {
  // The rule is checked at once (letters, digits, hyphens, at least 4),
  // then the cloud is asked 300 ms after the last call.
  await airlock.namesActions.setLabel(label)
  const stop = airlock.names.subscribe(({ status, suggestions, error }) =>
    console.log(
      status,
      suggestions.map((s) => s.name),
      error,
    ),
  )
  // Signs with the connected wallet: 'alice.airlock.eth', or undefined
  // with names.error set.
  const name = await airlock.namesActions.register()
  stop()
  return name
}

export async function addressOf(airlock: Airlock, name: string) {
  const resolution = await airlock.namesActions.resolveName(name)
  return resolution.address ?? resolution.error // 'Error resolving name'
}
// #endregion example
