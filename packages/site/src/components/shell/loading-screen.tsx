/** Full-screen brand splash painted with the first HTML; CSS fades it out after 500 ms (see globals.css). */
export function LoadingScreen({ title, crest }: { title: string; crest?: string | undefined }) {
  return (
    <div className="loading-screen" aria-hidden="true" data-slot="loading-screen">
      <div className="flex flex-col items-center gap-3">
        {crest ? <img src={crest} alt="" width={72} height={72} decoding="async" /> : null}
        <span className="text-lg font-semibold tracking-wide">{title}</span>
      </div>
    </div>
  )
}
