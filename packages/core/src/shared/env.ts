/** Phones and tablets, judged from the user agent; the dapp may pass its own check instead. */
export function isMobileUserAgent(): boolean {
  if (typeof navigator === 'undefined') return false
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(navigator.userAgent)
}

/** Inside a Telegram mini app (its WebView injects a `TelegramWebviewProxy` or `Telegram.WebApp`). */
export function isTelegram(): boolean {
  if (typeof window === 'undefined') return false
  const w = window as unknown as { TelegramWebviewProxy?: unknown; Telegram?: { WebApp?: unknown } }
  return Boolean(w.TelegramWebviewProxy || w.Telegram?.WebApp)
}

/** Safari on iPhone/iPad (not Chrome, Firefox or Edge for iOS, which share the engine but not the rules). */
export function isSafariIOS(): boolean {
  if (typeof navigator === 'undefined') return false
  const ua = navigator.userAgent
  return /iPhone|iPad|iPod/i.test(ua) && /Safari/i.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/i.test(ua)
}

export type DevicePlatform = 'ios' | 'android' | 'macos' | 'other'

/**
 * The operating system, judged from the user agent. An iPad asking for the desktop site says "Macintosh": a
 * touch screen tells it apart from a Mac.
 */
export function devicePlatform(): DevicePlatform {
  if (typeof navigator === 'undefined') return 'other'
  const ua = navigator.userAgent
  if (/Android/i.test(ua)) return 'android'
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios'
  if (/Macintosh|Mac OS X/i.test(ua)) return (navigator.maxTouchPoints ?? 0) > 1 ? 'ios' : 'macos'
  return 'other'
}
