// A push service on loopback for the browser push tests: HTTPS with a self-signed certificate made for the test
// (openssl), recording every request (headers and raw body) and answering the statuses it is told to, in order
// (for one path, or for any), then 201 as push services do. And a browser's side of a subscription: its P-256 key pair and auth secret, and the
// RFC 8291 decryption of an aes128gcm message sent to it.
import { execFileSync } from 'node:child_process';
import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type PushRequest = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };
export type FakePushService = {
  origin: string;
  /** The certificate's PEM (what the API trusts), and its file for NODE_EXTRA_CA_CERTS. */
  certificate: string;
  certificateFile: string;
  received: PushRequest[];
  answerNext(...statuses: number[]): void;
  /** The statuses for the next requests to one path (one browser), before answerNext's. */
  answerPath(path: string, ...statuses: number[]): void;
  close(): Promise<void>;
};

/** A self-signed certificate for 127.0.0.1 and localhost, valid from now for a day. */
function selfSigned(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'], { stdio: 'ignore' });
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

export async function startFakePushService(): Promise<FakePushService> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-push-'));
  const { key, cert, certFile } = selfSigned(dir);
  const received: PushRequest[] = [];
  const statuses: number[] = [];
  const byPath = new Map<string, number[]>();
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(byPath.get(request.url ?? '')?.shift() ?? statuses.shift() ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    certificate: cert,
    certificateFile: certFile,
    received,
    answerNext: (...next) => void statuses.push(...next),
    answerPath: (pathname, ...next) => void byPath.set(pathname, [...(byPath.get(pathname) ?? []), ...next]),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestBrowser = { ecdh: ECDH; auth: Buffer; keys: { p256dh: string; auth: string } };

/** What a browser holds for one subscription: its key pair and auth secret, and the keys it sends to the server. */
export function testBrowser(): TestBrowser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

export type Aes128gcmHeader = { salt: Buffer; recordSize: number; serverKey: Buffer; ciphertext: Buffer };

/** The aes128gcm content-coding header (RFC 8188): salt, record size, key id (the sender's public key), records. */
export function aes128gcmHeader(body: Buffer): Aes128gcmHeader {
  const idLength = body.readUInt8(20);
  return { salt: body.subarray(0, 16), recordSize: body.readUInt32BE(16), serverKey: body.subarray(21, 21 + idLength), ciphertext: body.subarray(21 + idLength) };
}

/** Decrypts a one-record aes128gcm push message as the browser does (RFC 8291, section 3.4). */
export function decryptPush(browser: TestBrowser, body: Buffer): string {
  const { salt, serverKey, ciphertext } = aes128gcmHeader(body);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any padding zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}
