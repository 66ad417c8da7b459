import { toolboxDashboardText } from './dashboard-text';
import { toolCategories } from './tools';
import { toolboxTracks } from './tracks';
import type { ToolboxContent, ToolboxLesson } from './types';

export const toolboxContent: ToolboxContent = {
  dashboard: toolboxDashboardText,
  tracks: toolboxTracks,
  toolCategories,
  pricesCheckedOn: '2026',
};

/** Every lesson of the four tracks, in order. */
export const toolboxLessons: readonly ToolboxLesson[] = toolboxTracks.flatMap((t) => t.lessons);

export function toolboxLessonById(id: string): ToolboxLesson | undefined {
  return toolboxLessons.find((lesson) => lesson.id === id);
}

export { durationMinutes } from '../duration';

export type * from './types';
