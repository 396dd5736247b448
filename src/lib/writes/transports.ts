// The write path's transports by kind of write: each feature that writes registers its own as its
// code is fetched (an answer's in features/jobs, a dispatch's beside it). A record whose kind has
// no transport in this tab yet is left for a tab, or a moment, that has one.
import { bindTransport, type Transports, type WriteTransport } from './delivery-deps';
import type { AnswerWrite, DispatchWrite } from './write-record';

interface ByKind {
  answer?: WriteTransport<AnswerWrite>;
  dispatch?: WriteTransport<DispatchWrite>;
}

/** The transports `byKind` holds, as the engine reads them (read at each call). */
export const transportsFor = (byKind: ByKind): Transports => ({
  of: (record) => {
    if (record.kind === 'answer') return byKind.answer && bindTransport(byKind.answer, record);
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

export const registeredTransports = transportsFor(registered);
