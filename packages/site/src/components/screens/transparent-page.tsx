/**
 * Makes the whole page see-through, for a broadcast overlay: OBS and vMix browser sources key out nothing
 * themselves, they compose the page's own transparency over the video.
 */
export function TransparentPage({ nonce }: { nonce?: string | undefined }) {
  return <style nonce={nonce}>{'html, body { background: transparent !important; }'}</style>
}
