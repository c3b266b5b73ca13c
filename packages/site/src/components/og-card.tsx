import type { ReactNode } from 'react'

/** The 1200×630 Open Graph card layout shared by games and players (rendered by next/og, not the DOM). */
export function OgCard({
  eyebrow,
  title,
  subtitle,
  brand,
  accent,
}: {
  eyebrow: string
  title: ReactNode
  subtitle?: string
  brand: string
  accent: string
}) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 64,
        background: brand,
        color: '#ffffff',
        fontFamily: 'sans-serif',
      }}
    >
      <div style={{ display: 'flex', fontSize: 32, opacity: 0.85 }}>{eyebrow}</div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <div style={{ display: 'flex', fontSize: 72, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        {subtitle ? <div style={{ display: 'flex', fontSize: 36, opacity: 0.9 }}>{subtitle}</div> : null}
      </div>
      <div style={{ display: 'flex', height: 12, width: 240, background: accent }} />
    </div>
  )
}
