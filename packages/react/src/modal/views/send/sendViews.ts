export { SendPreviewView } from './SendPreviewView.tsx'
export { SendSelectTokenView } from './SendSelectTokenView.tsx'
export { SendView } from './SendView.tsx'
