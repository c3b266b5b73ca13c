import { redirect } from 'next/navigation'
import { enterLocale } from '@/lib/server/page-locale'

type Props = { params: Promise<{ locale: string }> }

/** /{locale}/staff: the staff area's one page so far is the team applications. */
export default async function StaffPage({ params }: Props) {
  const locale = await enterLocale(params)
  redirect(`/${locale}/staff/applications`)
}
