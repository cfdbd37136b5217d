export { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView.tsx'
export { RegisterAccountNameView } from './RegisterAccountNameView.tsx'
