// Crawlers and link-preview fetchers: a fatal error on their visit is logged, not shown as an error page,
// so a passing failure never gets indexed or previewed as "something went wrong".
const botPattern =
  /bot\b|crawler|spider|slurp|googlebot|bingbot|yandex|baiduspider|duckduckbot|applebot|facebookexternalhit|facebookcatalog|twitterbot|linkedinbot|slackbot|discordbot|telegrambot|whatsapp|skypeuripreview|embedly|pinterest|redditbot|vkshare|lighthouse|chrome-lighthouse|headlesschrome\b.*lighthouse|google-inspectiontool|petalbot|semrush|ahrefs/i

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && botPattern.test(userAgent)
}
