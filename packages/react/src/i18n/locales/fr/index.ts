import { defineLocale } from '../../define.ts'

export default defineLocale('fr', {})
