/**
 * BullMQ refuses custom job ids that look like integers or contain ':' (its key separator), yet
 * deterministic ids such as `mail:signup:42` are natural. This escaping is reversible and
 * injective: '%' and ':' become %25 and %3A, and an integer-looking id gets a "%N" prefix that
 * escaping never produces, so two different ids never share a Redis job.
 */
export function toBullJobId(id: string): string {
  const escaped = id.replace(/%/g, '%25').replace(/:/g, '%3A');
  return `${parseInt(escaped, 10)}` === escaped ? `%N${escaped}` : escaped;
}

export function fromBullJobId(bullId: string): string {
  const unprefixed = bullId.startsWith('%N') ? bullId.slice(2) : bullId;
  return unprefixed.replace(/%3A/g, ':').replace(/%25/g, '%');
}
