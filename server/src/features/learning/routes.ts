import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Certificate,
  CertificateParams,
  DashboardStats,
  LessonCompletion,
  LessonParams,
  learningMessages,
  ModuleIdParams,
  ModuleProgress,
  MyCertificate,
  ProgressRecord,
  ResourceParams,
  ResumeBody,
  SlugParams,
  UpdateProgressBody,
} from '../../../../common/contracts/learning';
import { learningApi } from '../../../../common/contracts/learning-api';
import {
  ContentModuleParams,
  ContentPageParams,
  LearningPageBody,
  ModuleLessons,
} from '../../../../common/contracts/learning-content';
import { resourceBySlug } from '../../../../content/learning/resources';
import { learningText } from '../../../../content/learning-text';
import type { AppContext } from '../../core/app-context';
import { notFound } from '../../errors';
import { on } from '../../http/on';
import { requireUser } from '../../plugins/auth';
import { learningPageBody, moduleLessons } from './content';
import { renderCertificatePdf, renderResourcePdf } from './pdf';
import {
  completeLesson,
  dashboardStats,
  getModuleProgress,
  listLessonCompletions,
  listProgress,
  myCertificate,
  publicCertificate,
  recordDownload,
  saveProgress,
  saveResumePosition,
} from './service';

/** "Attachment" with the file name as given (UTF-8) and an ASCII fallback for old clients. */
function attachment(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const displayName = (user: { firstName: string; lastName: string; username: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

/**
 * Saved learning progress (per lesson, module figures derived), resource PDFs, the dashboard's
 * figures and the certificate. Toolbox content paths are guarded by common/access.ts.
 */
export const learningRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.route({
    ...on(learningApi.listProgress),
    schema: { response: { 200: z.array(ProgressRecord) } },
    handler: async (request) => listProgress(db, requireUser(request).id),
  });

  app.route({
    ...on(learningApi.saveModuleProgress),
    schema: {
      params: ModuleIdParams,
      body: UpdateProgressBody,
      response: { 200: ProgressRecord },
    },
    handler: async (request) =>
      saveProgress(db, requireUser(request).id, request.params.moduleId, request.body),
  });

  app.route({
    ...on(learningApi.listLessonProgress),
    schema: { params: ModuleIdParams, response: { 200: ModuleProgress } },
    handler: async (request) =>
      getModuleProgress(db, requireUser(request).id, request.params.moduleId),
  });

  app.route({
    ...on(learningApi.saveLessonProgress),
    schema: { params: LessonParams, response: { 200: ModuleProgress } },
    handler: async (request) =>
      completeLesson(db, requireUser(request).id, request.params.moduleId, request.params.lessonId),
  });

  app.route({
    ...on(learningApi.savePosition),
    schema: { params: ModuleIdParams, body: ResumeBody, response: { 200: ModuleProgress } },
    handler: async (request) =>
      saveResumePosition(
        db,
        requireUser(request).id,
        request.params.moduleId,
        request.body.lessonIndex,
      ),
  });

  app.route({
    ...on(learningApi.lessonCompletions),
    schema: { response: { 200: z.array(LessonCompletion) } },
    handler: async (request) => listLessonCompletions(db, requireUser(request).id),
  });

  app.route({
    ...on(learningApi.dashboardStats),
    schema: { response: { 200: DashboardStats } },
    handler: async (request) => dashboardStats(db, requireUser(request).id),
  });

  /** The paid lesson text (guarded by common/access.ts: the learning calls need the toolbox). */
  app.route({
    ...on(learningApi.moduleLessons),
    schema: { params: ContentModuleParams, response: { 200: ModuleLessons } },
    handler: async (request) => {
      requireUser(request);
      return moduleLessons(request.params.moduleId);
    },
  });

  app.route({
    ...on(learningApi.page),
    schema: { params: ContentPageParams, response: { 200: LearningPageBody } },
    handler: async (request) => {
      requireUser(request);
      return learningPageBody(request.params.pageId);
    },
  });

  app.route({
    ...on(learningApi.downloadPdf),
    schema: { params: SlugParams },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const entry = resourceBySlug(request.params.slug);
      if (!entry) throw notFound(learningMessages.unknownResource);
      const pdf = await renderResourcePdf(entry.resource.document, {
        name: displayName(user),
        email: user.email,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(`${entry.resource.name}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  app.route({
    ...on(learningApi.downloadResource),
    schema: { params: ResourceParams, response: { 200: z.object({ message: z.string() }) } },
    handler: async (request) => {
      const user = requireUser(request);
      if (!resourceBySlug(request.params.id)) throw notFound(learningMessages.unknownResource);
      await recordDownload(db, user.id, request.params.id);
      return { message: learningMessages.downloadSuccess };
    },
  });

  app.route({
    ...on(learningApi.myCertificate),
    schema: { response: { 200: MyCertificate } },
    handler: async (request) => ({ certificate: await myCertificate(db, requireUser(request).id) }),
  });

  app.route({
    ...on(learningApi.myCertificatePdf),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const certificate = await myCertificate(db, user.id);
      if (!certificate) throw notFound(learningMessages.certificateNotEarned);
      const pdf = await renderCertificatePdf({
        ...certificate,
        issuedOn: new Date(certificate.issuedAt).toLocaleDateString('en-US', {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        }),
        verifyUrl: `${config.publicUrl}/certificates/${certificate.id}`,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(learningText.certificate.fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  /** Public: anyone may check a certificate by its id (name, course and date only). */
  app.route({
    ...on(learningApi.certificate),
    schema: { params: CertificateParams, response: { 200: Certificate } },
    handler: async (request) => publicCertificate(db, request.params.id),
  });
};
