// The signed-in visitor's own data for the profile pages, read on the server with the token from the cookie.
// These pages are per user: the proxy already marks signed-in requests `private, no-store`.
import type { FollowList, User } from '@league/api/contract/platform'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import type { SiteLocale } from '@/i18n/locales'
import { visitorApi } from '../server/server-api'
import { authCookieName } from '../server/site-config'

/** The user and what they follow; a visitor without a session (or with a refused token) goes home. */
export const requireProfile = cache(
  async (locale: SiteLocale): Promise<{ user: User; follows: FollowList['follows'] }> => {
    if (!(await cookies()).has(authCookieName)) {
      redirect(`/${locale}`)
    }
    const api = await visitorApi()
    try {
      const [user, followList] = await Promise.all([
        api.get<User>('/v2/website/user', { cache: 'no-store' }),
        api.get<FollowList>('/v2/website/user/follows', { cache: 'no-store' }),
      ])
      return { user, follows: followList.follows }
    } catch {
      // The browser's session store meets the same refusal and clears the cookies.
      redirect(`/${locale}`)
    }
  },
)
