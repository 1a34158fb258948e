import { solveChallenge } from 'altcha-lib/v1';
import { api } from './boot';

/** What the invisible ALTCHA widget does in the browser: fetch a challenge, solve it, encode it. */
export async function solveBotCheck(app: { url: string }): Promise<string> {
  const { body: challenge } = await api(app, 'GET', '/bot-check/challenge');
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
