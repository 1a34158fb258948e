// What the built app needs to start with NODE_ENV=production, as an operator would give it.
import { generateKeyPairSync } from 'node:crypto';

/** A fresh partner-assertion signing key per bench run (production refuses to start without one). */
export const partnerSigningKey = () => JSON.stringify(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }));
