import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { SECURITY_HEADERS } from './security-headers';

type ClientError = Error & { code?: string };

/** What a request the HTTP parser refused is told: its status and the message of the envelope. */
function refusalOf(error: ClientError): { status: number; message: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'Request headers are too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive' };
    default:
      return { status: 400, message: 'Malformed request' };
  }
}

/**
 * Answers a request Node's HTTP parser refused before any route saw it (headers too large, a request line that
 * is not HTTP, a request that never finished). Such answers skip every hook, so they are written here by hand:
 * the same `{ success: false, message }` envelope and the same security headers as every other answer.
 */
export function answerClientError(error: ClientError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, message } = refusalOf(error);
    const body = JSON.stringify({ success: false, message, error: message });
    const headers = {
      ...SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}
