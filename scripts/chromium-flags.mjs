// The flags Debian's Chromium needs in containers and CI (see the repository's toolchain notes), shared by
// every browser test: the Storybook projects of the ui package, create-league-site's site test and e2e/.
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
