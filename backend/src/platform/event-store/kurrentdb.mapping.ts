import {
  AllStreamRecordedEvent,
  AppendStreamState,
  ErrorType,
  NO_STREAM,
  Position,
  ReadPosition,
  RecordedEvent as KurrentRecordedEvent,
  START,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { EventMetadata, ExpectedRevision, RecordedEvent, WrongExpectedRevisionError } from './event-store.port';

export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  return typeof expected === 'number' ? BigInt(expected) : expected;
}

/**
 * Only the commit position is kept as our number. Events appended through gRPC (no explicit
 * transactions) have prepare == commit, so the pair can be rebuilt from it.
 */
export function toReadPosition(after: number): ReadPosition {
  return after > 0 ? { commit: BigInt(after), prepare: BigInt(after) } : START;
}

export function positionNumber(position: Position | undefined): number {
  return position ? Number(position.commit) : 0;
}

/** Undefined for what the port never exposes: system events and unresolved links. */
export function toRecorded(event: KurrentRecordedEvent | AllStreamRecordedEvent | undefined): RecordedEvent | undefined {
  if (!event || event.type.startsWith('$') || !event.isJson) return undefined;
  return {
    streamId: event.streamId,
    revision: Number(event.revision),
    position: positionNumber(event.position),
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: event.metadata as unknown as EventMetadata,
  };
}

export function toWrongExpectedRevision(
  error: unknown,
  streamId: string,
  expected: ExpectedRevision,
): WrongExpectedRevisionError | undefined {
  if (!(error instanceof WrongExpectedVersionError) && (error as { type?: unknown })?.type !== ErrorType.WRONG_EXPECTED_VERSION) {
    return undefined;
  }
  const actual = (error as WrongExpectedVersionError).actualState;
  return new WrongExpectedRevisionError(
    streamId,
    expected,
    actual === NO_STREAM || actual === undefined ? 'no_stream' : Number(actual),
  );
}

/** A missing, soft-deleted or tombstoned stream reads as empty. */
export function isMissingStream(error: unknown): boolean {
  const type = (error as { type?: unknown })?.type;
  return (
    error instanceof StreamNotFoundError ||
    error instanceof StreamDeletedError ||
    type === ErrorType.STREAM_NOT_FOUND ||
    type === ErrorType.STREAM_DELETED
  );
}

/**
 * Deleting a stream that never existed answers WrongExpectedVersion even with the expected state `any`
 * (KurrentDB issue 4637); with `any` nothing else can make a delete's expectation fail.
 */
export function isNothingToDelete(error: unknown): boolean {
  const type = (error as { type?: unknown })?.type;
  return isMissingStream(error) || error instanceof WrongExpectedVersionError || type === ErrorType.WRONG_EXPECTED_VERSION;
}
