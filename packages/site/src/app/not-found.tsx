import './globals.css'

// Reached only by paths the proxy does not localize (with a file extension); localized 404s live in [locale].
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <main className="mx-auto max-w-3xl px-4 py-16">
          <h1 className="text-3xl font-bold">Page Not Found</h1>
          <p className="mt-6">
            <a href="/" className="font-semibold underline">
              Back to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
