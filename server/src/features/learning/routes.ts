import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Certificate,
  CertificateNameBody,
  CertificateParams,
  DashboardStats,
  LastLesson,
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
import { brand } from '../../../../common/brand';
import { learningText } from '../../../../content/learning-text';
import type { AppContext } from '../../core/app-context';
import { HttpError, notFound } from '../../errors';
import { on } from '../../http/on';
import { isUnlocked, requireEntitlement } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import {
  createKeptDocuments,
  type DocumentRequest,
  fileFingerprint,
  fingerprintOf,
  RenderRefusedError,
} from '../../workers/kept-documents';
import { locateWorkerModule } from '../../workers/pool';
import { learningPageBody, moduleLessons } from './content';
import { needsOfModule } from './lessons';
import { type CertificatePdfInput, PDF_RENDERER_VERSION, type PdfReader } from './pdf';
import {
  type CanOpen,
  certificateState,
  completeLesson,
  dashboardStats,
  getModuleProgress,
  lastLessonOpened,
  listLessonCompletions,
  listProgress,
  myCertificate,
  publicCertificate,
  recordDownload,
  recordLessonOpened,
  saveProgress,
  saveResumePosition,
  setCertificateName,
} from './service';

/** "Attachment" with the file name as given (UTF-8) and an ASCII fallback for old clients. */
function attachment(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

// PDFs one account may have in the making at once, across every process: a burst of downloads
// makes this many and is told to wait for the rest.
const PDF_RENDERS_AT_ONCE = 2;

const displayName = (user: { firstName: string; lastName: string; username: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

/**
 * Saved learning progress (per lesson, module figures derived), resource PDFs, the dashboard's
 * figures and the certificate. Toolbox content paths are guarded by common/access.ts.
 */
export const learningRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config, deps, workers },
) => {
  /**
   * The signed-in learner, refused (403, the locked content's sentence) unless they may open the
   * module: progress is saved under the rule that serves the module's text.
   */
  const requireModuleReader = (request: FastifyRequest, moduleId: string) => {
    const user = requireUser(request);
    const needs = needsOfModule(moduleId);
    if (needs) requireEntitlement(config, request, needs);
    return user;
  };
  const canOpenOf =
    (request: FastifyRequest): CanOpen =>
    (moduleId) => {
      const needs = needsOfModule(moduleId);
      return needs === null || isUnlocked(config, requireUser(request).entitlements, needs);
    };

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
    handler: async (request) => {
      const { moduleId } = request.params;
      return saveProgress(db, requireModuleReader(request, moduleId).id, moduleId, request.body);
    },
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
    handler: async (request) => {
      const { moduleId, lessonId } = request.params;
      const user = requireModuleReader(request, moduleId);
      return completeLesson(db, user.id, moduleId, lessonId, canOpenOf(request));
    },
  });

  app.route({
    ...on(learningApi.savePosition),
    schema: { params: ModuleIdParams, body: ResumeBody, response: { 200: ModuleProgress } },
    handler: async (request) => {
      const { moduleId } = request.params;
      const user = requireModuleReader(request, moduleId);
      return saveResumePosition(db, user.id, moduleId, request.body.lessonIndex);
    },
  });

  app.route({
    ...on(learningApi.lessonOpened),
    schema: { params: LessonParams, response: { 200: LastLesson } },
    handler: async (request) => {
      const { moduleId, lessonId } = request.params;
      const user = requireModuleReader(request, moduleId);
      return recordLessonOpened(db, user.id, moduleId, lessonId);
    },
  });

  app.route({
    ...on(learningApi.lastLesson),
    schema: { response: { 200: LastLesson } },
    handler: async (request) => lastLessonOpened(db, requireUser(request).id),
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

  // PDFs are made on the worker pool and kept per account; making one is limited per account
  // (docs/decisions/0038-heavy-work-off-the-request-thread.md).
  const pdfModule = locateWorkerModule(import.meta.url, {
    source: 'pdf.ts',
    built: 'pdf-worker.js',
  });
  const pdfRenderer = [PDF_RENDERER_VERSION, fileFingerprint(pdfModule)];
  const pdfs = createKeptDocuments(app, {
    db,
    pool: workers,
    atOncePerAccount: PDF_RENDERS_AT_ONCE,
    perHourPerAccount: config.pdfRenderLimitPerHour,
    now: deps.now,
  });
  const sendPdf = async (
    request: FastifyRequest,
    reply: FastifyReply,
    document: DocumentRequest,
    fileName: string,
  ) => {
    try {
      const { body } = await pdfs.get(request, document);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'private, no-store')
        .send(body);
    } catch (error) {
      if (!(error instanceof RenderRefusedError)) throw error;
      reply.header('retry-after', error.retryAfterSeconds);
      const text = learningText.pdf;
      throw error.reason === 'busy'
        ? new HttpError(503, text.busy)
        : new HttpError(
            429,
            error.reason === 'at-once'
              ? text.tooManyAtOnce
              : text.tooManyThisHour(error.retryAfterSeconds),
          );
    }
  };

  app.route({
    ...on(learningApi.downloadPdf),
    schema: { params: SlugParams },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const entry = resourceBySlug(request.params.slug);
      if (!entry) throw notFound(learningMessages.unknownResource);
      const reader: PdfReader = { name: displayName(user), email: user.email };
      const { document } = entry.resource;
      return sendPdf(
        request,
        reply,
        {
          userId: user.id,
          documentKey: `resource:${entry.slug}`,
          fingerprint: fingerprintOf(pdfRenderer, document, reader),
          task: { module: pdfModule, name: 'resourcePdfTask', input: { document, reader } },
        },
        `${entry.resource.name}.pdf`,
      );
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
    handler: async (request) => certificateState(db, requireUser(request).id, canOpenOf(request)),
  });

  app.route({
    ...on(learningApi.setCertificateName),
    schema: { body: CertificateNameBody, response: { 200: MyCertificate } },
    handler: async (request) =>
      setCertificateName(db, requireUser(request).id, request.body.learnerName, canOpenOf(request)),
  });

  app.route({
    ...on(learningApi.myCertificatePdf),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const certificate = await myCertificate(db, user.id);
      if (!certificate) throw notFound(learningMessages.certificateNotEarned);
      const input: CertificatePdfInput = {
        id: certificate.id,
        learnerName: certificate.learnerName,
        course: certificate.course,
        issuedOn: new Date(certificate.issuedAt).toLocaleDateString('en-US', {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        }),
        verifyUrl: `${config.publicUrl}/certificates/${certificate.id}`,
      };
      return sendPdf(
        request,
        reply,
        {
          userId: user.id,
          documentKey: 'certificate',
          fingerprint: fingerprintOf(pdfRenderer, input),
          task: { module: pdfModule, name: 'certificatePdfTask', input },
        },
        learningText.certificate.fileName(brand.name, certificate.learnerName),
      );
    },
  });

  /** Public: anyone may check a certificate by its id (name, course and date only). */
  app.route({
    ...on(learningApi.certificate),
    schema: { params: CertificateParams, response: { 200: Certificate } },
    handler: async (request) => publicCertificate(db, request.params.id),
  });
};
