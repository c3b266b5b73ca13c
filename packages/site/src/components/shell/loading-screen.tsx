/** Full-screen brand splash painted with the first HTML; CSS fades it out after 500 ms (see globals.css). */
export function LoadingScreen({ title, logo }: { title: string; logo?: string | undefined }) {
  return (
    <div className="loading-screen" aria-hidden="true" data-slot="loading-screen">
      <div className="flex flex-col items-center gap-4">
        {logo ? (
          <img src={logo} alt="" width={200} height={60} decoding="async" />
        ) : (
          <span className="text-2xl font-bold">{title}</span>
        )}
        <span className="block h-1 w-24 rounded-pill bg-accent" />
      </div>
    </div>
  )
}
