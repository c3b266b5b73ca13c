import { buttonVariants } from '@league/ui/components/button/button'
import { getTranslations } from 'next-intl/server'
import type { SiteLocale } from '@/i18n/locales'
import { localizeHref } from '@/i18n/localize-href'
import { apiPublicUrl } from '@/lib/server/site-config'
import { AccountMenu } from './account-menu'

/** The header's account menu with its texts translated and its links localized on the server. */
export async function AccountCorner({ locale }: { locale: SiteLocale }) {
  const t = await getTranslations('Account')
  return (
    <AccountMenu
      providerUrl={apiPublicUrl}
      profileHref={localizeHref('/profile', locale)}
      registerHref={localizeHref('/auth/Register', locale)}
      buttonClassName={buttonVariants({ size: 'sm', variant: 'outline' })}
      labels={{
        signIn: t('signIn'),
        register: t('register'),
        // Filled in the browser, where the user's name is known.
        profileOf: t('profileOf', { name: '{name}' }),
        logOut: t('logOut'),
        loginSuccess: t('loginSuccess'),
        loginWindowClosed: t('loginWindowClosed'),
        invalidMessage: t('invalidMessage'),
        popupBlocked: t('popupBlocked'),
        signInFailed: t('signInFailed'),
      }}
    />
  )
}
