import type { FollowKind } from '@league/api/contract/platform'
import { buttonVariants } from '@league/ui/components/button/button'
import { getTranslations } from 'next-intl/server'
import { FollowButton } from './follow-button'

/** The follow button of a club, player or league page, with its texts translated on the server. */
export async function FollowControl({ kind, slug, name }: { kind: FollowKind; slug: string; name: string }) {
  const t = await getTranslations('Account')
  return (
    <FollowButton
      kind={kind}
      slug={slug}
      classes={{
        follow: buttonVariants({ size: 'sm', variant: 'primary' }),
        following: buttonVariants({ size: 'sm', variant: 'outline' }),
      }}
      labels={{
        follow: t('followName', { name }),
        followText: t('follow'),
        followingText: t('following'),
        failed: t('followFailed'),
        followed: t('followed', { name }),
        unfollowed: t('unfollowed', { name }),
      }}
    />
  )
}
