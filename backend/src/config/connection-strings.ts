import { ConfigError } from './app-config';

/**
 * Connection strings of the production engines. A cluster's string lists several hosts
 * (`mongodb://a,b,c/db?replicaSet=rs0`, `kurrentdb://a:2113,b:2113?tls=true`), which WHATWG `new URL()`
 * refuses, so the authority is checked host by host here and the string is passed on to the client
 * unchanged.
 */
export interface ParsedConnectionString {
  scheme: string;
  username: string | null;
  password: string | null;
  hosts: Array<{ host: string; port: number | null }>;
  /** The path without its leading slash ('' when none). */
  path: string;
  query: URLSearchParams;
}

const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/i;

export function parseConnectionString(variable: string, value: string, schemes: readonly string[]): ParsedConnectionString {
  const match = SCHEME.exec(value);
  const scheme = match?.[1].toLowerCase();
  if (!match || !scheme || !schemes.includes(scheme)) throw new ConfigError(variable, `must start with ${schemes.map((s) => `${s}://`).join(' or ')}`);
  const rest = match[2];
  const end = rest.search(/[/?]/);
  const authority = end === -1 ? rest : rest.slice(0, end);
  const afterAuthority = end === -1 ? '' : rest.slice(end);
  const at = authority.lastIndexOf('@');
  const userInfo = at === -1 ? null : authority.slice(0, at);
  const hostList = at === -1 ? authority : authority.slice(at + 1);
  const hosts = hostList.split(',').map((entry) => parseHost(variable, entry));
  const [pathPart, queryPart = ''] = afterAuthority.split(/\?(.*)/s, 2);
  const colon = userInfo?.indexOf(':') ?? -1;
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      throw new ConfigError(variable, 'has a badly encoded user name or password');
    }
  };
  return {
    scheme,
    username: userInfo === null ? null : decode(colon === -1 ? userInfo : userInfo.slice(0, colon)) || null,
    password: userInfo === null || colon === -1 ? null : decode(userInfo.slice(colon + 1)),
    hosts,
    path: pathPart.replace(/^\//, ''),
    query: new URLSearchParams(queryPart),
  };
}

function parseHost(variable: string, entry: string): { host: string; port: number | null } {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(entry.trim());
  const host = match?.[1] ?? '';
  if (!match || !HOST.test(host)) throw new ConfigError(variable, `has a host that is not a host name or address ("${entry}")`);
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65535)) throw new ConfigError(variable, `has a port out of range ("${entry}")`);
  return { host: host.replace(/^\[|\]$/g, ''), port };
}
