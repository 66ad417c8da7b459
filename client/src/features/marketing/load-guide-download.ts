/** The guide's text and the download code, fetched when the visitor starts on the form. */
export const loadGuideDownload = () => import('./download-guide');
