import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { PlainRouteDocs } from '../../../platform/http/route-docs';
import { AssertionSigner } from '../sign-in/assertion-signer';

const PATH = '/.well-known/jwks.json';

/** The public keys partners verify assertions with, at the well-known path (outside /api). */
@Injectable()
export class JwksRoute implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly signer: AssertionSigner,
    docs: PlainRouteDocs,
  ) {
    docs.add(PATH, 'get', { level: 'public', proof: 'bearer' }, {
      operationId: 'JwksRoute_keys',
      tags: ['partners'],
      summary: 'The public keys of partner sign-in assertions (JWK Set)',
      responses: {
        200: { description: 'JWK Set', content: { 'application/jwk-set+json': { schema: { type: 'object' } } } },
        default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
      },
    });
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.get(PATH, (_request, reply) => {
      void reply.header('content-type', 'application/jwk-set+json').header('cache-control', 'public, max-age=300').send(JSON.stringify(this.signer.jwks()));
    });
  }
}
