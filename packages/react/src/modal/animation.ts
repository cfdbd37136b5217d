/** Animation lengths of spec section 2. */
export const ANIMATION_MS = Object.freeze({ headerText: 120, modalHeight: 150, viewTransition: 150 })
