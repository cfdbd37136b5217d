/** The provider's checkout window: a popup beside the page, one per kit (a second purchase reuses it). */
const WINDOW_NAME = 'airlock-onramp-checkout'
const FEATURES = 'popup,width=460,height=760'

/**
 * Opens an empty window for the checkout, synchronously inside the visitor's click (browsers block a window
 * opened later), and cuts its link back to this page before any provider page loads in it: the provider is
 * another site and must not reach `window.opener`. Null when the browser blocked it.
 */
export function openCheckoutWindow(): Window | null {
  const popup = window.open('about:blank', WINDOW_NAME, FEATURES)
  if (popup) popup.opener = null
  return popup
}
