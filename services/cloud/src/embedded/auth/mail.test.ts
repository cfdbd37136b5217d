import { describe, expect, it } from 'vitest'
import { loginCodeMail, updateEmailMail } from './mail.ts'

describe('embedded wallet mails', () => {
  it('carry the code in the subject and body, and the approval link for a new browser', () => {
    const plain = loginCodeMail({ to: 'a@b.co', code: '012345', appName: 'Demo <app>' })
    expect(plain.subject).toBe('012345 is your Demo <app> login code')
    expect(plain.text).toContain('Your Demo <app> login code is 012345.')
    expect(plain.text).toContain('expires in 10 minutes')
    expect(plain.text).not.toContain('http')
    expect(plain.html).toContain('Demo &#60;app&#62;')
    const device = loginCodeMail({
      to: 'a@b.co',
      code: '012345',
      appName: 'Demo',
      approvalUrl: 'http://127.0.0.1:1/v1/embedded/device/approve?token=abc',
    })
    expect(device.text).toContain('\nhttp://127.0.0.1:1/v1/embedded/device/approve?token=abc\n')
    expect(device.html).toContain('href="http://127.0.0.1:1/v1/embedded/device/approve?token=abc"')
  })

  it('name the new email in both update steps', () => {
    const first = updateEmailMail({
      to: 'old@b.co',
      code: '111111',
      appName: 'Demo',
      step: 'primary',
      newEmail: 'new@b.co',
    })
    const second = updateEmailMail({
      to: 'new@b.co',
      code: '222222',
      appName: 'Demo',
      step: 'secondary',
      newEmail: 'new@b.co',
    })
    expect(first.text).toContain('to new@b.co. Confirm with code 111111')
    expect(second.text).toContain('Confirm new@b.co as the new email')
    expect(second.subject).toBe('222222 is your Demo email change code')
  })
})
