/** Animation lengths in ms: the header's text, the card's height between views, and the view transition. */
export const ANIMATION_MS = Object.freeze({ headerText: 120, modalHeight: 150, viewTransition: 150 })
