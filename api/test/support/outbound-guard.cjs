// Preloaded into an API process by the offline tests (NODE_OPTIONS=--require …/outbound-guard.cjs): every outbound
// connection the process (and its worker threads and child processes, which inherit NODE_OPTIONS) tries, and
// every host name it asks the resolver for, is written as one JSON line to SENTISCOPE_OUTBOUND_LOG:
//   { "kind": "connect" | "lookup", "host": "…", "port": 443, "loopback": false }
// An attempt outside loopback is refused here, before any packet leaves: the test fails on the line, and the
// machine is never the one that reached the internet.
'use strict';
const dns = require('node:dns');
const fs = require('node:fs');
const net = require('node:net');

const file = process.env.SENTISCOPE_OUTBOUND_LOG;

const LOOPBACK_NAMES = new Set(['localhost', '::1', '0:0:0:0:0:0:0:1']);
function isLoopback(host) {
  const h = String(host).replace(/^\[|\]$/g, '').toLowerCase();
  return LOOPBACK_NAMES.has(h) || /^127\.\d+\.\d+\.\d+$/.test(h) || /^::ffff:127\.\d+\.\d+\.\d+$/.test(h) || h.endsWith('.localhost');
}

function note(kind, host, port) {
  const loopback = isLoopback(host);
  if (file) fs.appendFileSync(file, `${JSON.stringify({ kind, host: String(host), port: port ?? null, loopback, pid: process.pid })}\n`);
  return loopback;
}

/** The host and port of Socket#connect's arguments, in each form Node passes them. */
function target(args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (first && typeof first === 'object') return first.path ? null : { host: first.host ?? 'localhost', port: first.port };
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    return { host: typeof args[1] === 'string' ? args[1] : 'localhost', port: Number(first) };
  }
  // A string that is not a port is a local socket path.
  return null;
}

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(...args) {
  const to = target(args);
  if (to && !note('connect', to.host, to.port)) {
    const refused = Object.assign(new Error(`outbound connection to ${to.host}:${to.port} refused by the offline test`), { code: 'ECONNREFUSED' });
    process.nextTick(() => this.destroy(refused));
    return this;
  }
  return connect.apply(this, args);
};

const lookup = dns.lookup;
dns.lookup = function guardedLookup(hostname, options, callback) {
  const done = typeof options === 'function' ? options : callback;
  if (!note('lookup', hostname, null)) {
    const refused = Object.assign(new Error(`lookup of ${hostname} refused by the offline test`), { code: 'ENOTFOUND', hostname });
    process.nextTick(() => done(refused));
    return {};
  }
  return lookup.call(this, hostname, options, callback);
};

const promisedLookup = dns.promises.lookup;
dns.promises.lookup = async function guardedPromisedLookup(hostname, options) {
  if (!note('lookup', hostname, null)) throw Object.assign(new Error(`lookup of ${hostname} refused by the offline test`), { code: 'ENOTFOUND', hostname });
  return promisedLookup.call(this, hostname, options);
};
