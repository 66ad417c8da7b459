// What the growth kits and guides say while their text is on its way from the server,
// and when it could not be fetched (the text is served by the API, not bundled; decision 0031).
export const kitLoadingText = {
  loading: 'Loading…',
  failed: 'This kit could not be loaded.',
  failedDetail: 'Check your connection and try again.',
  retry: 'Try again',
} as const;
