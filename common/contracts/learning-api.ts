import { endpoint } from './endpoint';

/** The learning feature's calls: progress, completions, content, PDFs and certificates. */
export const learningApi = {
  listProgress: endpoint('GET', '/api/user-progress'),
  saveModuleProgress: endpoint('PUT', '/api/user-progress/:moduleId'),
  listLessonProgress: endpoint('GET', '/api/user-progress/:moduleId/lessons'),
  saveLessonProgress: endpoint('PUT', '/api/user-progress/:moduleId/lessons/:lessonId'),
  savePosition: endpoint('PUT', '/api/user-progress/:moduleId/position'),
  lessonOpened: endpoint('PUT', '/api/user-progress/:moduleId/lessons/:lessonId/opened'),
  lastLesson: endpoint('GET', '/api/user-progress/last-lesson'),
  lessonCompletions: endpoint('GET', '/api/lesson-completions'),
  dashboardStats: endpoint('GET', '/api/dashboard-stats'),
  moduleLessons: endpoint('GET', '/api/learning/modules/:moduleId/lessons'),
  page: endpoint('GET', '/api/learning/pages/:pageId'),
  downloadPdf: endpoint('GET', '/api/download-pdf/:slug'),
  downloadResource: endpoint('POST', '/api/resources/:id/download'),
  myCertificate: endpoint('GET', '/api/certificates/mine'),
  myCertificatePdf: endpoint('GET', '/api/certificates/mine/pdf'),
  setCertificateName: endpoint('PUT', '/api/certificates/mine/name'),
  certificate: endpoint('GET', '/api/certificates/:id'),
} as const;
