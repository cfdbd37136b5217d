import { defineLocale } from '../define.ts'
import account from './zh-CN/account.ts'
import amountField from './zh-CN/amountField.ts'
import button from './zh-CN/button.ts'
import connect from './zh-CN/connect.ts'
import core from './zh-CN/core.ts'
import embedded from './zh-CN/embedded.ts'
import embeddedLogin from './zh-CN/embeddedLogin.ts'
import names from './zh-CN/names.ts'
import networks from './zh-CN/networks.ts'
import onramp from './zh-CN/onramp.ts'
import onrampGate from './zh-CN/onrampGate.ts'
import pay from './zh-CN/pay.ts'
import payGate from './zh-CN/payGate.ts'
import receive from './zh-CN/receive.ts'
import sell from './zh-CN/sell.ts'
import sellGate from './zh-CN/sellGate.ts'
import send from './zh-CN/send.ts'
import shell from './zh-CN/shell.ts'
import siwx from './zh-CN/siwx.ts'
import siwxGate from './zh-CN/siwxGate.ts'
import smartAccount from './zh-CN/smartAccount.ts'
import smartAccountType from './zh-CN/smartAccountType.ts'
import swap from './zh-CN/swap.ts'
import swapGate from './zh-CN/swapGate.ts'

export default defineLocale('zh-CN', {
  account,
  amountField,
  button,
  connect,
  core,
  embedded,
  embeddedLogin,
  names,
  networks,
  onramp,
  onrampGate,
  pay,
  payGate,
  receive,
  sell,
  sellGate,
  send,
  shell,
  siwx,
  siwxGate,
  smartAccount,
  smartAccountType,
  swap,
  swapGate,
})
