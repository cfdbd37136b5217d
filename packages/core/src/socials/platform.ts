import type { SocialProvider } from '../options/options.ts'
import { type DevicePlatform, devicePlatform, isTelegram } from '../shared/env.ts'

/*
 * A social login opens the provider's sign-in page in a popup, which hands the result back to the page that
 * opened it. Inside a Telegram mini app that popup is Telegram's own WebView, and some providers refuse to sign
 * in there or never hand the result back, so their buttons would lead nowhere:
 * - iPhone and iPad: Google refuses to sign in inside an embedded web view (it answers "disallowed_useragent").
 * - Android: Facebook does not offer its login inside Android's WebView, and X's page opens the X app instead
 *   and never returns to the mini app.
 * - Mac: Telegram's desktop app opens X's page in the system browser, which cannot reach back to the mini app.
 * Email, Farcaster (a QR code or a link to the Farcaster app, no popup), and the providers not listed here work
 * the same in Telegram as in a browser, so they stay.
 */
const HIDDEN_IN_TELEGRAM: Readonly<Record<DevicePlatform, readonly SocialProvider[]>> = {
  ios: ['google'],
  android: ['facebook', 'x'],
  macos: ['x'],
  other: [],
}

/**
 * The socials to offer on this device: the dapp's (or its project's) list, less those that cannot complete
 * inside Telegram's WebView when the page runs as a Telegram mini app. `false` (socials off) stays off.
 *
 * @example
 * socialsForPlatform(['google', 'github']) // ['github'] in Telegram on an iPhone
 */
export function socialsForPlatform(
  socials: readonly SocialProvider[] | false,
  telegram: boolean = isTelegram(),
  platform: DevicePlatform = devicePlatform(),
): readonly SocialProvider[] | false {
  if (!socials || !telegram) return socials
  const hidden = HIDDEN_IN_TELEGRAM[platform]
  return hidden.length ? socials.filter((social) => !hidden.includes(social)) : socials
}
