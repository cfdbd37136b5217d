import { defineLocale } from '../../define.ts'
import button from './button.ts'
import core from './core.ts'

export default defineLocale('zh-CN', { button, core })
