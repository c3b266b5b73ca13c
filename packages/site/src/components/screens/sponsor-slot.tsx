import type { Sponsor as ClientSponsor } from '@/lib/server/website-config'

export type Sponsor = Pick<ClientSponsor, 'name' | 'logo'>

/**
 * The league's or the game's sponsor on air: its mark when the client has one, else its name. On the raised
 * surface, not the brand colour: sponsors' marks are drawn for a light ground and a dark one on the brand's
 * dark blue could not be read.
 */
export function SponsorSlot({ sponsor }: { sponsor: Sponsor }) {
  return (
    <div
      data-slot="sponsor-slot"
      className="flex h-[3em] items-center rounded-brand bg-surface-raised px-[0.75em] font-heading font-bold text-on-surface uppercase shadow-lg"
    >
      {sponsor.logo ? <img src={sponsor.logo} alt={sponsor.name} className="h-full w-auto py-[0.4em]" /> : sponsor.name}
    </div>
  )
}

/** The sponsor a screen shows: the first of the client's list (the league's title sponsor leads it). */
export function screenSponsorOf(sponsors: readonly ClientSponsor[] | undefined): Sponsor | null {
  const first = sponsors?.[0]
  return first === undefined ? null : { name: first.name, logo: first.logo }
}
