import { planSocialCallback } from './socialCallback.ts'

/** social-callback.html's script (no inline code: the page's CSP allows none). */
const plan = planSocialCallback(window.location.search)
const status = document.getElementById('status')
if (status) status.textContent = plan.text
if (plan.targetOrigin && window.opener) {
  ;(window.opener as Window).postMessage(plan.message, plan.targetOrigin)
  // The opener has what it needs; a popup left open would only confuse.
  window.close()
}
