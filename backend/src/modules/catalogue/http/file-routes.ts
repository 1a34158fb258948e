import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FileStorage } from '../../../platform/files/file-storage.port';
import { toErrorBody } from '../../../platform/http/http-errors.filter';
import { PlainRouteDocs } from '../../../platform/http/route-docs';
import { fileNotFound } from '../../../shared/platform-errors';
import { IMAGE_CONTENT_TYPES } from '../files/file-types';
import { imageKey, serviceFileKey } from '../commands/service-file-commands';
import { SubPages } from '../queries/sub-pages';
import { DownloadAccess } from '../../../platform/auth/download-access';
import { contentDisposition } from '../../../platform/http/download-headers';
import { IMAGE_PATH, imageDoc, SERVICE_FILE_PATH, serviceFileDoc } from './file-route-docs';

type FileRequest = FastifyRequest<{ Params: { subPageUrl: string; file: string }; Querystring: { token?: string } }>;
type ImageRequest = FastifyRequest<{ Params: { file: string } }>;

const IMAGE_NAME = /^[a-z0-9-]{1,64}\.([a-z]+)$/;

/**
 * Files live at the SPEC's paths, outside /api (SPEC §9), so they are plain Fastify routes rather than
 * controllers under the global prefix. Errors take the same JSON shape as everywhere else.
 */
@Injectable()
export class FileRoutes implements OnModuleInit {
  private readonly logger = new Logger('FileRoutes');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly subPages: SubPages,
    private readonly downloads: DownloadAccess,
    private readonly storage: FileStorage,
    docs: PlainRouteDocs,
  ) {
    // Described when built, before the OpenAPI document is; registered with Fastify at init.
    // Public sub-pages' files are open to anyone; the others ask for a signed-up member's download
    // token, which the sub-page journeys prove file by file.
    docs.add(SERVICE_FILE_PATH, 'get', { level: 'public', proof: 'bearer' }, serviceFileDoc);
    docs.add(IMAGE_PATH, 'get', { level: 'public', proof: 'bearer' }, imageDoc);
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.get('/klub/szolgaltatasok/:subPageUrl/letoltesek/:file', (request, reply) => this.answer(reply, () => this.serviceFile(request as FileRequest, reply)));
    fastify.get('/klub/letoltesek/images/:file', (request, reply) => this.answer(reply, () => this.image(request as ImageRequest, reply)));
  }

  /**
   * Non-public sub-pages need `?token=` of a member signed up to the service (or an admin): a missing,
   * wrong or expired token is a 401 before anything about the file is looked up.
   */
  private async serviceFile(request: FileRequest, reply: FastifyReply): Promise<void> {
    const service = await this.subPages.find(request.params.subPageUrl);
    if (!service.subPagePublic) await this.subPages.assertReadable(service, await this.downloads.viewer(request));
    const { file: wanted } = request.params;
    const file = service.files.find((f) => f.fileId === wanted) ?? service.files.filter((f) => f.filename === wanted).at(-1);
    const content = file ? await this.storage.get(serviceFileKey(service._id, file.fileId)) : null;
    if (!file || !content) throw fileNotFound();
    void reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.image ? 'inline' : 'attachment', file.filename))
      .header('cache-control', service.subPagePublic ? 'public, max-age=300' : 'private, no-store')
      .send(content);
  }

  private async image(request: ImageRequest, reply: FastifyReply): Promise<void> {
    const match = IMAGE_NAME.exec(request.params.file);
    const contentType = match ? IMAGE_CONTENT_TYPES[match[1]] : undefined;
    const content = contentType ? await this.storage.get(imageKey(request.params.file)) : null;
    if (!content) throw fileNotFound();
    void reply.header('content-type', contentType!).header('cache-control', 'public, max-age=86400').send(content);
  }

  private async answer(reply: FastifyReply, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      const body = toErrorBody(error);
      if (body.statusCode === 500) this.logger.error(`file download failed`, (error as Error)?.stack);
      void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
    }
  }
}
