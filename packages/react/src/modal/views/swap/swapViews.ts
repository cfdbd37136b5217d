export { SwapPreviewView } from './SwapPreviewView.tsx'
export { SwapSelectTokenView } from './SwapSelectTokenView.tsx'
export { SwapView } from './SwapView.tsx'
