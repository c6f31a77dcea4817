import type { CallInput, CallOutput, eventAnalysisCalls, eventCalls } from '@guanlan/shared';

export type EventQuery = CallInput<typeof eventCalls.findPageEvent>;
export type EventPage = CallOutput<typeof eventCalls.findPageEvent>;
export type EventItem = EventPage['list'][number];
export type EventInfo = CallOutput<typeof eventCalls.findEventInfo>;
export type EventInput = CallInput<typeof eventCalls.saveEvent>;
export type DisposeInput = CallInput<typeof eventAnalysisCalls.saveEventDispose>;
