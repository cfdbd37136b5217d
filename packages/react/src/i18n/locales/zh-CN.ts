import { defineLocale } from '../define.ts'
import button from './zh-CN/button.ts'
import core from './zh-CN/core.ts'

export default defineLocale('zh-CN', { button, core })
