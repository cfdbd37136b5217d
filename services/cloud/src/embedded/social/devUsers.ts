/** The local identity provider's test users (development and tests only; the passwords are public). */
export interface DevUser {
  login: string
  password: string
  sub: string
  email: string
  name: string
  preferred_username: string
}

export const DEV_USERS: readonly DevUser[] = [
  {
    login: 'ada',
    password: 'ada-password',
    sub: 'dev-user-ada',
    email: 'ada.social@example.com',
    name: 'Ada Lovelace',
    preferred_username: 'ada',
  },
  {
    login: 'grace',
    password: 'grace-password',
    sub: 'dev-user-grace',
    email: 'grace.social@example.com',
    name: 'Grace Hopper',
    preferred_username: 'grace',
  },
]

export function findDevUser(login: string, password: string): DevUser | undefined {
  return DEV_USERS.find((user) => user.login === login && user.password === password)
}

export const devUserBySub = (sub: string) => DEV_USERS.find((user) => user.sub === sub)
