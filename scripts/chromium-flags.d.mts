/** Launch flags of Debian's Chromium for every browser test (see chromium-flags.mjs). */
export declare const chromiumFlags: string[]
