/** The email login's OTP and device views, the email change's views and ApproveTransaction. Adopted by their chunk (useChunkStyles). */
export const embeddedCss = `
.otp { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 12px; padding: 8px 4px 4px; }
.otp h2 { margin: 4px 0 0; font-size: 18px; font-weight: 600; letter-spacing: -0.01em; }
.otp p { margin: 0; color: var(--_fg-2); font-size: 14px; line-height: 1.45; max-width: 290px; overflow-wrap: anywhere; }
.otp-input {
  width: 220px; height: 56px; border: 0; border-radius: calc(var(--_r) * 4); background: var(--_bg-2); color: var(--_fg);
  text-align: center; font: 600 28px/1 ui-monospace, SFMono-Regular, Menlo, monospace; letter-spacing: 0.3em; outline: none;
  box-shadow: inset 0 0 0 1px transparent;
}
.otp-input:focus { box-shadow: inset 0 0 0 1.5px var(--_accent); }
.otp-input[aria-invalid="true"] { box-shadow: inset 0 0 0 1.5px var(--_error); }
.otp-error { min-height: 20px; margin: 0; color: var(--_error-text) !important; font-size: 13px !important; font-weight: 600; }
.otp-resend { border: 0; padding: 0; background: none; color: var(--_accent-text); font: inherit; font-size: 14px; font-weight: 600; cursor: pointer; }
.otp-resend:disabled { color: var(--_fg-3); cursor: default; }
.device-ring { position: relative; width: 72px; height: 72px; color: var(--_accent); }
.device-ring .ring { position: absolute; inset: 0; width: 100%; height: 100%; }
.approve-slot { position: relative; height: 440px; border-radius: calc(var(--_r) * 5); background: var(--_bg-2); display: grid; place-items: center; color: var(--_fg-2); font-size: 14px; }
.update-email { display: flex; flex-direction: column; gap: 8px; padding: 4px 0 0; }
.update-email-lead { margin: 0 4px 6px; color: var(--_fg-2); font-size: 14px; line-height: 1.45; overflow-wrap: anywhere; }
.update-email-lead strong { color: var(--_fg); font-weight: 600; }
.update-email-label { margin: 0 4px; color: var(--_fg-2); font-size: 13px; font-weight: 600; }
.update-email .email-field { height: 48px; padding: 0 14px; }
.update-email .email-field input:disabled { color: var(--_fg-2); }
.update-email-error { min-height: 18px; margin: 0 4px; color: var(--_error-text); font-size: 13px; font-weight: 600; }
.update-email-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin-top: 4px; }
.otp strong { color: var(--_fg); font-weight: 600; }
`
