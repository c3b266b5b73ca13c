import { getTranslations } from 'next-intl/server'
import type { SiteLocale } from '@/i18n/locales'
import { PasswordChangeForm } from './password-change-form'

/** The profile's "Password" section: change it with the current one (other devices are signed out). */
export async function PasswordSection({ locale }: { locale: SiteLocale }) {
  const t = await getTranslations('Passwords')
  return (
    <section aria-labelledby="profile-password" data-slot="profile-password" className="mt-10">
      <h2 id="profile-password" className="mb-2 font-heading text-xl font-semibold">
        {t('sectionTitle')}
      </h2>
      <p className="mb-4 text-on-muted">{t('sectionIntro')}</p>
      <PasswordChangeForm
        language={locale}
        labels={{
          currentPassword: t('currentPassword'),
          wrongPassword: t('wrongPassword'),
          newPassword: t('newPassword'),
          repeatPassword: t('repeatPassword'),
          rule: t('rule'),
          tooShort: t('tooShort'),
          passwordsDiffer: t('passwordsDiffer'),
          submit: t('changeSubmit'),
          submitting: t('saving'),
          done: t('changeDone'),
          failed: t('failed', { message: '{message}' }),
        }}
      />
    </section>
  )
}
