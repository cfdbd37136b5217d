export { SellBankAccountView } from './SellBankAccountView.tsx'
export { SellProgressView } from './SellProgressView.tsx'
export { SellView } from './SellView.tsx'
