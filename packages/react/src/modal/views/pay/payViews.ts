export { PayView } from './PayView.tsx'
