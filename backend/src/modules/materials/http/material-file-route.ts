import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DownloadAccess } from '../../../platform/auth/download-access';
import { FileStorage } from '../../../platform/files/file-storage.port';
import { contentDisposition } from '../../../platform/http/download-headers';
import { toErrorBody } from '../../../platform/http/http-errors.filter';
import { PlainRouteDocs } from '../../../platform/http/route-docs';
import { fileNotFound, unauthenticated } from '../../../shared/platform-errors';
import { materialFileKey } from '../commands/material-commands';
import { MaterialsCatalogue } from '../queries/materials-catalogue';

type FileRequest = FastifyRequest<{ Params: { materialId: string; fileId: string }; Querystring: { token?: string } }>;

const PATH = '/klub/tananyagok/letoltesek/{materialId}/{fileId}';
const error = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };
const pathParameter = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });

/**
 * A file uploaded as a material, at a path of the site (outside /api, like service files): members
 * and admins only (a draft's, admins only), with a download token; 401 without one, before anything about the file is looked up.
 */
@Injectable()
export class MaterialFileRoute implements OnModuleInit {
  private readonly logger = new Logger('MaterialFileRoute');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly catalogue: MaterialsCatalogue,
    private readonly downloads: DownloadAccess,
    private readonly storage: FileStorage,
    docs: PlainRouteDocs,
  ) {
    docs.add(PATH, 'get', { level: 'member', proof: 'download-token' }, {
      operationId: 'MaterialFileRoute_file',
      tags: ['materials'],
      summary: 'A file uploaded as a material (members and admins)',
      parameters: [
        pathParameter('materialId'),
        pathParameter('fileId'),
        { name: 'token', in: 'query', required: true, description: 'A download token for this file (GET /api/materials/downloadtoken?path=…): it opens it once, within 60 seconds, while its session lasts.', schema: { type: 'string' } },
      ],
      responses: { 200: { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }, default: error },
    });
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.get('/klub/tananyagok/letoltesek/:materialId/:fileId', async (request, reply) => {
      try {
        await this.send(request as FileRequest, reply);
      } catch (failure) {
        const body = toErrorBody(failure);
        if (body.statusCode === 500) this.logger.error('material download failed', (failure as Error)?.stack);
        void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
      }
    });
  }

  private async send(request: FileRequest, reply: FastifyReply): Promise<void> {
    const viewer = await this.downloads.viewer(request);
    if (!viewer) throw unauthenticated();
    const { materialId, fileId } = request.params;
    const { material } = await this.catalogue.find(materialId).catch(() => ({ material: null }));
    // A draft's file is the admins' alone until it is published (issue 41 §2): to a member it does not exist.
    const seen = material && (material.published || viewer.admin) ? material : null;
    const file = seen?.file?.fileId === fileId ? seen.file : null;
    const content = file ? await this.storage.get(materialFileKey(materialId, fileId)) : null;
    if (!file || !content) throw fileNotFound();
    void reply
      .header('content-type', file.contentType)
      // Saved, not shown by the browser at the site's origin (issue 14 §5), as every non-image file: the
      // app opens a material from the blob it fetched, online and offline alike.
      .header('content-disposition', contentDisposition('attachment', file.filename))
      .header('cache-control', 'private, no-store')
      .send(content);
  }
}
