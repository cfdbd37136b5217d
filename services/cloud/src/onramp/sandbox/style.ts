/**
 * The checkout's stylesheet, served as /checkout.css from the sandbox origin so its pages need no inline style
 * (their Content-Security-Policy allows styles from 'self' only). The card and bank fields switch with the
 * payment method radio through :has(), so the page needs no script either. Spacing is kept tight enough that the
 * whole card form, Pay included, fits the 460x760 window the kit opens it in.
 */
export const CHECKOUT_CSS = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 Inter,system-ui,-apple-system,"Segoe UI",sans-serif;background:#f3f4f7;color:#1b1d23}
main{max-width:440px;margin:12px auto;padding:0 12px}
.panel{background:#fff;border-radius:16px;box-shadow:0 1px 3px rgba(20,20,40,.08),0 8px 24px rgba(20,20,40,.06);padding:16px 20px 20px}
header{display:flex;align-items:center;justify-content:space-between;margin-bottom:8px}
header h1{font-size:18px;margin:0}
.badge{font-size:12px;font-weight:600;color:#8a5a00;background:#fff3d6;border-radius:999px;padding:2px 10px}
.brand-coinbase header h1{color:#0052ff}.brand-meld header h1{color:#6b3df5}
h2{font-size:17px;margin:0 0 8px}
p{margin:8px 0}
.muted{color:#666b78;font-size:13px}
label{display:block;font-size:13px;font-weight:600;margin:8px 0 4px}
input[type=text],input:not([type]){width:100%;font:inherit;padding:8px 12px;border:1px solid #d4d7df;border-radius:10px}
input:focus{outline:2px solid #3b6cff;outline-offset:1px}
.row{display:flex;gap:8px;align-items:center}
.row input{flex:1}
button{font:inherit;font-weight:600;border:0;border-radius:10px;padding:9px 16px;background:#1b1d23;color:#fff;cursor:pointer}
button.primary{width:100%;margin-top:14px;padding:11px 16px;background:#0052ff}
.brand-meld button.primary{background:#6b3df5}
button.secondary{background:#eceef3;color:#1b1d23}
dl{display:grid;grid-template-columns:1fr auto;gap:2px 12px;margin:10px 0;padding:8px 0;font-size:14px;border-top:1px solid #eceef3;border-bottom:1px solid #eceef3}
dt{color:#666b78}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
dt.total,dd.total{color:#1b1d23;font-weight:700}
fieldset{border:0;padding:0;margin:8px 0 0}
legend{font-size:13px;font-weight:600;margin-bottom:4px}
.methods{display:flex;gap:8px}
.methods label{flex:1;display:flex;gap:8px;align-items:center;margin:0;padding:8px 12px;border:1px solid #d4d7df;border-radius:10px;font-weight:500}
.methods label:has(input:checked){border-color:#3b6cff;background:#f0f4ff}
.bank-fields{display:none}
form:has(#method-bank:checked) .bank-fields{display:block}
form:has(#method-bank:checked) .card-fields{display:none}
.split{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.alert{background:#fdecec;color:#9b1c1c;border-radius:10px;padding:10px 12px}
.notice{background:#eef4ff;color:#1c3f9b;border-radius:10px;padding:10px 12px}
.test-cards{margin-top:20px;font-size:13px}
.test-cards ul{padding-left:18px;margin:4px 0}
code{font:12px ui-monospace,SFMono-Regular,Menlo,monospace;word-break:break-all}
.status{text-align:center;padding:8px 0;overflow-wrap:anywhere}
.status .icon{font-size:40px;line-height:1}
.status.completed .icon{color:#108a3e}.status.failed .icon{color:#c0262d}
.spinner{display:inline-block;width:36px;height:36px;border:4px solid #dfe3ec;border-top-color:#3b6cff;border-radius:50%;animation:spin 1s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
.actions{display:flex;gap:8px;margin-top:16px}.actions button{flex:1}
footer{text-align:center;margin-top:12px}
`
