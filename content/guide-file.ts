// The free guide's title and file name, apart from its text: the guide page shows them at once,
// and loads the full text only when the guide is downloaded.
export const freeGuideFile = {
  fileName: '10-ways-small-business-ai-growth.txt',
  title: '10 Ways A Small Business Can Use AI to Grow',
} as const;
