/**
 * The request forgery guard of webhook deliveries (issue 33 §2): only https URLs (http when WEBHOOK_ALLOW_HTTP is
 * set, for local testing); the host is resolved and every address it has must be public (no private, loopback,
 * link-local, shared, multicast or reserved range, IPv4-mapped IPv6 included) unless
 * WEBHOOK_ALLOW_PRIVATE_ADDRESSES is set; the connection goes to the address that was checked (no second lookup a
 * rebinding DNS could answer differently); a short timeout; redirects are not followed (a 3xx is a failure); at
 * most WEBHOOK_MAX_RESPONSE_BYTES of the answer is read.
 */
import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

export interface OutboundPolicy {
  allowHttp: boolean;
  allowPrivateAddresses: boolean;
  timeoutMs: number;
  maxResponseBytes: number;
}

const blocked = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(address, prefix, 'ipv6');

/** True for an address a webhook must not reach (IPv4-mapped IPv6 addresses are checked as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The message id of what is wrong with a webhook URL's form, or null (the address is checked when sending). */
export function webhookUrlProblem(raw: string, policy: Pick<OutboundPolicy, 'allowHttp'>): 'webhookUrl' | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'webhookUrl';
  }
  const schemeAllowed = url.protocol === 'https:' || (policy.allowHttp && url.protocol === 'http:');
  if (!schemeAllowed || url.username !== '' || url.password !== '' || url.hostname === '') return 'webhookUrl';
  return null;
}

export class OutboundRefused extends Error {}

/** The address to connect to: the host's first address after checking all of them. */
async function checkedAddress(hostname: string, policy: OutboundPolicy) {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  if (addresses.length === 0) throw new OutboundRefused('the host has no address');
  if (!policy.allowPrivateAddresses && addresses.some((entry) => isPrivateAddress(entry.address)))
    throw new OutboundRefused('the host resolves to a private address');
  const first = addresses[0];
  if (!first) throw new OutboundRefused('the host has no address');
  return first;
}

export interface OutboundAnswer {
  statusCode: number;
  /** The first bytes of the answer (at most maxResponseBytes), as text. */
  body: string;
}

/** POSTs `body` to `url` under the policy; rejects with OutboundRefused or the network error. */
export async function postWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  policy: OutboundPolicy,
): Promise<OutboundAnswer> {
  if (webhookUrlProblem(rawUrl, policy)) throw new OutboundRefused('the URL is not allowed');
  const url = new URL(rawUrl);
  const target = await checkedAddress(url.hostname, policy);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<OutboundAnswer>((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Siirto-Webhooks/1' },
        // The checked address, not a second lookup.
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all) callback(null, [{ address: target.address, family: target.family }]);
          else callback(null, target.address, target.family);
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          resolve({
            statusCode: response.statusCode ?? 0,
            body: Buffer.concat(chunks).subarray(0, policy.maxResponseBytes).toString('utf8'),
          });
        };
        response.on('data', (chunk: Buffer) => {
          if (size >= policy.maxResponseBytes) return;
          chunks.push(chunk);
          size += chunk.length;
          // Enough read: the rest is not waited for.
          if (size >= policy.maxResponseBytes) {
            finish();
            response.destroy();
          }
        });
        response.on('end', finish);
        response.on('error', reject);
      },
    );
    // The whole attempt, connection and answer, within the timeout.
    const timer = setTimeout(
      () => request.destroy(new OutboundRefused(`no answer in ${String(policy.timeoutMs)} ms`)),
      policy.timeoutMs,
    );
    request.on('close', () => clearTimeout(timer));
    request.on('error', reject);
    request.end(body);
  });
}
