import './globals.css'

// Reached only by paths no route matches outside a client's pages (a file name the site does not serve);
// localized 404s live in [site]/[locale]. Next.js answers it without a layout, so it brings its own styles.
export default function GlobalNotFound() {
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
