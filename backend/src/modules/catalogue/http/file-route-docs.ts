/** OpenAPI descriptions of the two file routes that live at the SPEC's paths, outside /api (SPEC §9). */

export const SERVICE_FILE_PATH = '/klub/szolgaltatasok/{subPageUrl}/letoltesek/{file}';
export const IMAGE_PATH = '/klub/letoltesek/images/{file}';

const pathParameter = (name: string, description: string) => ({ name, in: 'path', required: true, description, schema: { type: 'string' } });
const binary = (description: string) => ({ description, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } });
const error = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };

export const serviceFileDoc = {
  operationId: 'FileRoutes_serviceFile',
  tags: ['services'],
  summary: "A file of a service's sub-page",
  description:
    'Anyone may download the files of a public sub-page. Otherwise `token` must be a download token of a member holding a seat, or of an admin: 401 without one, 403 NOT_SIGNED_UP, 404 FILE_NOT_FOUND.',
  parameters: [
    pathParameter('subPageUrl', "The service's sub-page URL"),
    pathParameter('file', "The file's id, or its name"),
    { name: 'token', in: 'query', required: false, description: 'A download token for this file (GET /api/materials/downloadtoken?path=…): it opens it once, within 60 seconds, while its session lasts.', schema: { type: 'string' } },
  ],
  responses: { 200: binary('The file, as it was uploaded.'), default: error },
};

export const imageDoc = {
  operationId: 'FileRoutes_image',
  tags: ['services'],
  summary: "An image uploaded for a service's texts (public)",
  parameters: [pathParameter('file', 'The stored name, e.g. a1b2c3.png')],
  responses: { 200: binary('A PNG, JPEG, GIF or WebP image.'), default: error },
};
