// The write path's transports by kind of write: each feature that writes registers its own as its
// code is fetched (an answer's in features/jobs, a dispatch's beside it). A record whose kind has
// no transport in this tab yet is left for a tab, or a moment, that has one.
import { bindTransport, type Transports, type WriteTransport } from './delivery-deps';
import type { AnswerWrite, DispatchWrite, MessageWrite } from './write-record';

interface ByKind {
  answer?: WriteTransport<AnswerWrite>;
  dispatch?: WriteTransport<DispatchWrite>;
  message?: WriteTransport<MessageWrite>;
}

/** The transports `byKind` holds, as the engine reads them (read at each call). */
export const transportsFor = (byKind: ByKind): Transports => ({
  of: (record) => {
    if (record.kind === 'answer') return byKind.answer && bindTransport(byKind.answer, record);
    if (record.kind === 'message') return byKind.message && bindTransport(byKind.message, record);
    return byKind.dispatch && bindTransport(byKind.dispatch, record);
  },
});

const registered: ByKind = {};

export function registerAnswerTransport(transport: WriteTransport<AnswerWrite>) {
  registered.answer = transport;
}

export function registerDispatchTransport(transport: WriteTransport<DispatchWrite>) {
  registered.dispatch = transport;
}

export function registerMessageTransport(transport: WriteTransport<MessageWrite>) {
  registered.message = transport;
}

export const registeredTransports = transportsFor(registered);
