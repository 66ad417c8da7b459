// What the learning screens say while the lesson text is on its way from the server, and when it
// could not be fetched (the text is served by the API, not bundled; decision 0031).
export const lessonLoadingText = {
  loading: 'Loading the lesson…',
  failed: 'The lesson could not be loaded.',
  failedDetail: 'Check your connection and try again.',
  retry: 'Try again',
} as const;
