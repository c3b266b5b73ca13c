// Ports of the servers the suite starts. E2E_PORT_OFFSET moves them all, so two checkouts on one machine can
// run the suite at the same time without meeting each other's servers.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)

export const apiPort = 4300 + offset
export const sitePort = 3300 + offset
export const failingApiPort = 4399 + offset
export const brokenSitePort = 3399 + offset
export const sentryIngestPort = 4397 + offset
export const sentrySitePort = 3398 + offset
export const xssApiPort = 4395 + offset
export const xssSitePort = 3397 + offset
/** The suite's mail catcher (support/mail-catcher.mjs): SMTP for the API, HTTP for the tests to read mails. */
export const mailSmtpPort = 4393 + offset
export const mailHttpPort = 4392 + offset
/** The demo pair (tests/fantasy-phone.spec.ts): an API on the demo clock, 2022-23 in progress, and its site. */
export const demoApiPort = 4388 + offset
export const demoSitePort = 3388 + offset
/** The suite's stand-in for Firebase Cloud Messaging (support/fake-fcm-server.mjs), where the API sends pushes. */
export const fakeFcmPort = 4391 + offset
