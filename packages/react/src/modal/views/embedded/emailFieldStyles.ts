/** The Connect view's email field and the 'or' between connect methods; part of the modal's sheet. */
export const emailFieldCss = `
.email-login { display: flex; flex-direction: column; gap: 6px; margin-bottom: 12px; }
.email-field { display: flex; align-items: center; gap: 6px; padding-block: 6px; padding-inline: 14px 6px; border-radius: calc(var(--_r) * 4); background: var(--_bg-2); box-shadow: inset 0 0 0 1px transparent; }
.email-field:focus-within { box-shadow: inset 0 0 0 1.5px var(--_accent); }
.email-field.invalid { box-shadow: inset 0 0 0 1.5px var(--_error); }
.email-field input { flex: 1; min-width: 0; border: 0; outline: none; background: transparent; color: var(--_fg); font: inherit; font-size: 15px; }
.email-field input::placeholder { color: var(--_fg-3); }
.email-error { margin: 0 4px; color: var(--_error-text); font-size: 13px; font-weight: 600; }
.connect-or { display: flex; align-items: center; gap: 10px; margin: 4px 0 12px; color: var(--_fg-3); font-size: 13px; }
.connect-or::before, .connect-or::after { content: ''; flex: 1; height: 1px; background: var(--_border); }
.social-login { display: flex; flex-direction: column; gap: 6px; margin-bottom: 12px; }
.social-grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; margin: 0; padding: 0; list-style: none; }
.social-grid li:first-child:nth-last-child(3n + 1) { grid-column: 1 / -1; }
.social-button {
  width: 100%; height: 40px; border: 0; border-radius: calc(var(--_r) * 3); background: var(--_bg-2); color: var(--_fg);
  font: inherit; font-size: 14px; font-weight: 600; cursor: pointer; display: grid; place-items: center;
}
.social-button:hover:not(:disabled) { background: var(--_bg-3); }
.social-button:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.social-button:disabled { opacity: 0.6; cursor: default; }
`
