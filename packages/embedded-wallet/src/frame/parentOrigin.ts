/**
 * The origin of the page that embeds the frame, which the frame must know before it posts anything (READY
 * included) to it: `location.ancestorOrigins` where the browser has it (Chromium, Safari), otherwise the
 * referrer's origin (the client sets referrerPolicy 'origin' on the iframe so that it is there).
 */
export interface FrameWindowLike {
  parent: unknown
  location: { ancestorOrigins?: { length: number; [index: number]: string } }
  document: { referrer: string }
}

export function findParentOrigin(win: FrameWindowLike): string | undefined {
  if (win.parent === win) return undefined
  const ancestors = win.location.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0]
  try {
    const origin = new URL(win.document.referrer).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}
