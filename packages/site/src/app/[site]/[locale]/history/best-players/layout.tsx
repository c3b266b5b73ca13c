import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { enterLocale } from '@/lib/server/page-locale'

export default async function HistoryLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  await enterLocale(params)
  const t = await getTranslations('History')
  return (
    <PageContainer>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      {children}
    </PageContainer>
  )
}
