import { Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ServiceFileView, UploadedImageView } from '../../../contract/admin-services';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { ApiFileUpload, readUpload } from '../../../platform/http/uploads';
import { ServiceFileCommands } from '../commands/service-file-commands';
import { AdminCatalogue } from '../queries/admin-catalogue';
import { toFileView } from '../queries/admin-service-view';
import { Access } from '../../../platform/auth/access';

/** Files of a service's sub-page and images for its texts (SPEC §7). */
@ApiTags('admin')
@Access('admin')
@Controller('admin/services')
export class AdminServiceFilesController {
  constructor(
    private readonly files: ServiceFileCommands,
    private readonly catalogue: AdminCatalogue,
  ) {}

  @Get(':id/files')
  list(@Param('id') id: string): Promise<ServiceFileView[]> {
    return this.catalogue.files(id);
  }

  /** Multipart field `file`; answers the new file. */
  @Post([':id/upload', ':id/files'])
  @ApiFileUpload()
  async upload(@Param('id') id: string, @Req() request: FastifyRequest, @Meta() meta: CommandMeta): Promise<ServiceFileView> {
    const upload = await readUpload(request);
    return toFileView(await this.files.upload(id, upload, meta));
  }

  /** Multipart field `file` (PNG, JPEG, GIF or WebP); SPEC §7 answers an array with `originalname`. */
  @Post(':id/upload/image')
  @ApiFileUpload()
  async uploadImage(@Param('id') id: string, @Req() request: FastifyRequest): Promise<UploadedImageView[]> {
    await this.catalogue.service(id);
    return this.files.uploadImage(await readUpload(request));
  }

  /** Answers the files that remain. */
  @Delete(':serviceId/files/:fileId')
  @HttpCode(200)
  async remove(@Param('serviceId') serviceId: string, @Param('fileId') fileId: string, @Meta() meta: CommandMeta): Promise<ServiceFileView[]> {
    await this.files.remove(serviceId, fileId, meta);
    return this.catalogue.files(serviceId);
  }
}
