import { randomUUID } from 'node:crypto';
import { once, type EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import * as grpc from '@grpc/grpc-js';
import streamsGrpc from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_grpc_pb.js';
import sharedPb from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/shared_pb.js';
import streamsPb from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_pb.js';
import type {
  AppendReq,
  AppendResp,
  DeleteReq,
  DeleteResp,
  ReadReq,
  ReadResp,
  TombstoneReq,
  TombstoneResp,
} from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_pb.js';
import type {
  StreamIdentifier as StreamIdentifierMessage,
  UUID,
} from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/shared_pb.js';
import { StreamDeletedError, WrongExpectedVersionError } from '../errors.js';
import type { ExpectedRevision } from '../port.js';
import { settlement } from '../settlement.js';
import { EventStoreDbLog, type LogBound, type LogRecord, type ProposedRecord } from './eventstoredb-log.js';

const { StreamsService } = streamsGrpc;
const { Empty, StreamIdentifier, UUID: UuidMessage } = sharedPb;
const { AppendResp: AppendRespMessage, DeleteResp: DeleteRespMessage, ReadReq: ReadReqMessage } = streamsPb;
const { ReadResp: ReadRespMessage, TombstoneResp: TombstoneRespMessage } = streamsPb;
const ReadOptions = ReadReqMessage.Options;
const AppendOptions = streamsPb.AppendReq.Options;

/** How many records a subscription takes from the log at a time. */
const SUBSCRIPTION_BATCH = 256;
/** EventStoreDB's filter window when the client asks for `count` (the JS client always does). */
const DEFAULT_CHECKPOINT_WINDOW = 32;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface EventStoreDbTestServerOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default: a free port, chosen once and kept across restarts. */
  port?: number;
}

/**
 * An EventStoreDB (KurrentDB) server in this process, for tests: a gRPC server built from the
 * official client package's own generated service definitions (`streams_grpc_pb.js`) and message
 * classes, so the adapter is tested through the real client, its Rust bridge included.
 *
 * It answers `Streams.Append`, `Streams.Read` (stream reads forwards and backwards, `$all` reads
 * with stream-name or event-type filters, `$all` subscriptions with filters and checkpoints,
 * stream not found), `Streams.Delete` and `Streams.Tombstone`, with EventStoreDB's expected
 * revision checks and idempotent retries (see EventStoreDbLog for what it keeps as a real server
 * does). `ServerFeatures`, `Gossip`, `BatchAppend`, persistent subscriptions, projections and the
 * rest are left unimplemented: the client, given `tls=false` and a single node, does without them.
 * Only insecure connections: no TLS, no users, no ACLs.
 *
 * `stop()` drops every connection as a crashed server would; `restart()` listens again on the
 * same port with the same data, for reconnection tests.
 */
export class EventStoreDbTestServer {
  readonly log = new EventStoreDbLog();
  /** Where each `$all` subscription asked to start, in order: for tests of resubscriptions. */
  readonly subscriptionStarts: LogBound[] = [];
  #server: grpc.Server | undefined;
  #port: number;
  readonly #host: string;
  readonly #stopping = new Set<() => void>();

  private constructor(options: EventStoreDbTestServerOptions) {
    this.#host = options.host ?? '127.0.0.1';
    this.#port = options.port ?? 0;
  }

  static async start(options: EventStoreDbTestServerOptions = {}): Promise<EventStoreDbTestServer> {
    const server = new EventStoreDbTestServer(options);
    await server.restart();
    return server;
  }

  get port(): number {
    return this.#port;
  }

  get running(): boolean {
    return this.#server !== undefined;
  }

  /**
   * The connection string of this server: insecure, and with a short `discoveryInterval`, which
   * the client's Rust bridge waits several times over before its first connection (half a second
   * by default, once per client: too slow for a test suite that makes a client per test).
   */
  get url(): string {
    return `kurrentdb://${this.#host}:${this.#port}?tls=false&discoveryInterval=10`;
  }

  /** Starts listening (again), on the same port as before, serving the same log. */
  async restart(): Promise<void> {
    if (this.#server) return;
    const server = new grpc.Server();
    server.addService(StreamsService, this.#handlers());
    this.#port = await new Promise<number>((resolve, reject) =>
      server.bindAsync(
        `${this.#host}:${this.#port}`,
        grpc.ServerCredentials.createInsecure(),
        (error, port) => (error ? reject(error) : resolve(port)),
      ),
    );
    disableNagle(server);
    this.#server = server;
  }

  /** Stops at once, dropping every connection and subscription, as a crash would. Keeps the log. */
  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = undefined;
    for (const stop of [...this.#stopping]) stop();
    server.forceShutdown();
  }

  #handlers(): grpc.UntypedServiceImplementation {
    return {
      append: (
        call: grpc.ServerReadableStream<AppendReq, AppendResp>,
        callback: grpc.sendUnaryData<AppendResp>,
      ) => this.#append(call, callback),
      read: (call: grpc.ServerWritableStream<ReadReq, ReadResp>) => {
        this.#read(call).catch((error: unknown) => fail(call, error));
      },
      delete: (call: grpc.ServerUnaryCall<DeleteReq, DeleteResp>, callback: grpc.sendUnaryData<DeleteResp>) =>
        this.#delete(call, callback, 'delete'),
      tombstone: (
        call: grpc.ServerUnaryCall<TombstoneReq, TombstoneResp>,
        callback: grpc.sendUnaryData<TombstoneResp>,
      ) => this.#delete(call, callback, 'tombstone'),
    };
  }

  #append(
    call: grpc.ServerReadableStream<AppendReq, AppendResp>,
    callback: grpc.sendUnaryData<AppendResp>,
  ): void {
    const messages: AppendReq[] = [];
    call.on('data', (message: AppendReq) => messages.push(message));
    call.on('error', () => {});
    call.on('end', () => {
      try {
        const [header, ...proposals] = messages;
        const options = header?.getOptions();
        if (!options) throw invalidArgument('The first message of an append must be its options');
        const stream = streamName(options.getStreamIdentifier());
        const expected = expectedRevision(options);
        const proposed = proposals.map((message) => proposedRecord(message));
        callback(
          null,
          appendResponse(() => this.log.append(stream, expected, proposed), expected),
        );
      } catch (error) {
        callback(toServiceError(error));
      }
    });
  }

  #delete(
    call: grpc.ServerUnaryCall<DeleteReq | TombstoneReq, DeleteResp | TombstoneResp>,
    callback: grpc.sendUnaryData<DeleteResp | TombstoneResp>,
    kind: 'delete' | 'tombstone',
  ): void {
    try {
      const options = call.request.getOptions();
      if (!options) throw invalidArgument('A delete needs its options');
      const stream = streamName(options.getStreamIdentifier());
      const expected = expectedRevision(options);
      const position =
        kind === 'delete' ? this.log.delete(stream, expected) : this.log.tombstone(stream, expected);
      const response = kind === 'delete' ? new DeleteRespMessage() : new TombstoneRespMessage();
      const at = kind === 'delete' ? new DeleteRespMessage.Position() : new TombstoneRespMessage.Position();
      at.setCommitPosition(String(position));
      at.setPreparePosition(String(position));
      response.setPosition(at);
      callback(null, response);
    } catch (error) {
      callback(toServiceError(error));
    }
  }

  async #read(call: grpc.ServerWritableStream<ReadReq, ReadResp>): Promise<void> {
    const options = call.request.getOptions();
    if (!options) throw invalidArgument('A read needs its options');
    const structuredIds =
      options.getUuidOption()?.getContentCase() === ReadOptions.UUIDOption.ContentCase.STRUCTURED;
    const direction =
      options.getReadDirection() === ReadOptions.ReadDirection.BACKWARDS ? 'backwards' : 'forwards';
    const subscription = options.getCountOptionCase() === ReadOptions.CountOptionCase.SUBSCRIPTION;
    const toResponse = (record: LogRecord, withPosition: boolean) =>
      readEvent(record, structuredIds, withPosition);

    if (options.getStreamOptionCase() === ReadOptions.StreamOptionCase.STREAM) {
      if (subscription) throw unimplemented('Stream subscriptions are not implemented by the test server');
      const streamOptions = options.getStream()!;
      const stream = streamName(streamOptions.getStreamIdentifier());
      const result = this.log.readStream(
        stream,
        streamBound(streamOptions),
        direction,
        BigInt(options.getCount()),
      );
      if (result.kind === 'deleted') throw streamDeleted(stream);
      if (result.kind === 'not_found') {
        const notFound = new ReadRespMessage.StreamNotFound();
        notFound.setStreamIdentifier(streamOptions.getStreamIdentifier());
        const response = new ReadRespMessage();
        response.setStreamNotFound(notFound);
        await write(call, response);
      } else {
        for (const record of result.events) await write(call, toResponse(record, false));
      }
      call.end();
      return;
    }

    const allOptions = options.getAll();
    if (!allOptions) throw invalidArgument('A read names a stream or $all');
    const keep = recordFilter(options);
    const from = allBound(allOptions);
    if (!subscription) {
      const records = this.log.readAll(from, direction, BigInt(options.getCount()), keep);
      for (const record of records) await write(call, toResponse(record, true));
      call.end();
      return;
    }
    this.subscriptionStarts.push(from);
    await this.#subscribe(call, from, keep, checkpointEvery(options), (record) => toResponse(record, true));
  }

  /** A `$all` subscription: history after `from`, then live records, checkpoints when filtered. */
  async #subscribe(
    call: grpc.ServerWritableStream<ReadReq, ReadResp>,
    from: LogBound,
    keep: ((record: LogRecord) => boolean) | undefined,
    checkpointEvery: number,
    toResponse: (record: LogRecord) => ReadResp,
  ): Promise<void> {
    const stopped = settlement();
    const stop = () => stopped.settle();
    this.#stopping.add(stop);
    call.on('cancelled', stop);
    call.on('error', stop);
    try {
      const confirmation = new ReadRespMessage.SubscriptionConfirmation();
      confirmation.setSubscriptionId(randomUUID());
      const confirmed = new ReadRespMessage();
      confirmed.setConfirmation(confirmation);
      await write(call, confirmed);
      let after = from === 'start' ? -1n : from === 'end' ? this.log.lastPosition : from;
      let scanned = 0;
      let caughtUp = false;
      while (!call.cancelled && this.#server) {
        const change = settlement();
        const unlisten = this.log.onWrite(() => change.settle());
        try {
          const batch = this.log.recordsAfter(after, SUBSCRIPTION_BATCH);
          for (const record of batch) {
            after = record.position;
            scanned++;
            if (!keep || keep(record)) await write(call, toResponse(record));
            if (keep && scanned >= checkpointEvery) {
              await write(call, checkpoint(after));
              scanned = 0;
            }
          }
          if (batch.length === SUBSCRIPTION_BATCH) continue;
          if (keep && scanned > 0) {
            await write(call, checkpoint(after));
            scanned = 0;
          }
          if (!caughtUp) {
            const response = new ReadRespMessage();
            response.setCaughtUp(new ReadRespMessage.CaughtUp());
            await write(call, response);
            caughtUp = true;
          }
          await Promise.race([change.promise, stopped.promise]);
        } finally {
          unlisten();
        }
      }
    } finally {
      this.#stopping.delete(stop);
    }
  }
}

/**
 * Sends small responses at once: grpc-js leaves Nagle's algorithm on for server sockets, and with
 * the client's delayed acknowledgements every other read would wait 40 ms for its trailers.
 */
function disableNagle(server: grpc.Server): void {
  const http2Servers = (server as unknown as { http2Servers?: Map<EventEmitter, unknown> }).http2Servers;
  for (const http2Server of http2Servers?.keys() ?? []) {
    http2Server.on('connection', (socket: Socket) => socket.setNoDelay(true));
  }
}

function appendResponse(
  write: () => { currentRevision: bigint; position: bigint },
  expected: ExpectedRevision,
): AppendResp {
  const response = new AppendRespMessage();
  try {
    const { currentRevision, position } = write();
    const success = new AppendRespMessage.Success();
    if (currentRevision < 0n) success.setNoStream(new Empty());
    else success.setCurrentRevision(String(currentRevision));
    if (position < 0n) success.setNoPosition(new Empty());
    else {
      const at = new AppendRespMessage.Position();
      at.setCommitPosition(String(position));
      at.setPreparePosition(String(position));
      success.setPosition(at);
    }
    response.setSuccess(success);
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    const conflict = new AppendRespMessage.WrongExpectedVersion();
    if (error.actual === 'no_stream') conflict.setCurrentNoStream(new Empty());
    else conflict.setCurrentRevision(String(error.actual));
    if (expected === 'any') conflict.setExpectedAny(new Empty());
    else if (expected === 'no_stream') conflict.setExpectedNoStream(new Empty());
    else if (expected === 'stream_exists') conflict.setExpectedStreamExists(new Empty());
    else conflict.setExpectedRevision(String(expected));
    response.setWrongExpectedVersion(conflict);
  }
  return response;
}

function proposedRecord(message: AppendReq): ProposedRecord {
  const proposal = message.getProposedMessage();
  if (!proposal) throw invalidArgument('Only the first message of an append holds options');
  const metadata = proposal.getMetadataMap();
  const type = metadata.get('type');
  const contentType = metadata.get('content-type');
  if (!type) throw invalidArgument("An event's metadata needs a 'type'");
  if (!contentType) throw invalidArgument("An event's metadata needs a 'content-type'");
  return {
    id: uuidOf(proposal.getId()),
    type,
    contentType,
    data: proposal.getData_asU8(),
    customMetadata: proposal.getCustomMetadata_asU8(),
  };
}

/** The options of appends, deletes and tombstones share their expected-revision oneof. */
interface ExpectedRevisionOptions {
  getExpectedStreamRevisionCase(): number;
  getRevision(): string;
}

function expectedRevision(options: ExpectedRevisionOptions): ExpectedRevision {
  const cases = AppendOptions.ExpectedStreamRevisionCase;
  switch (options.getExpectedStreamRevisionCase()) {
    case cases.REVISION:
      return BigInt(options.getRevision());
    case cases.NO_STREAM:
      return 'no_stream';
    case cases.STREAM_EXISTS:
      return 'stream_exists';
    case cases.ANY:
      return 'any';
    default:
      throw invalidArgument('An expected revision is required');
  }
}

function streamBound(options: ReadReq.Options.StreamOptions): LogBound {
  const cases = ReadOptions.StreamOptions.RevisionOptionCase;
  switch (options.getRevisionOptionCase()) {
    case cases.REVISION:
      return BigInt(options.getRevision());
    case cases.END:
      return 'end';
    default:
      return 'start';
  }
}

function allBound(options: ReadReq.Options.AllOptions): LogBound {
  const cases = ReadOptions.AllOptions.AllOptionCase;
  switch (options.getAllOptionCase()) {
    case cases.POSITION:
      return BigInt(options.getPosition()!.getCommitPosition());
    case cases.END:
      return 'end';
    default:
      return 'start';
  }
}

/** The record filter of a `$all` read: stream-name or event-type prefixes, or a regex. */
function recordFilter(options: ReadReq.Options): ((record: LogRecord) => boolean) | undefined {
  const filter = options.getFilter();
  if (options.getFilterOptionCase() !== ReadOptions.FilterOptionCase.FILTER || !filter) return undefined;
  const onStream = filter.getFilterCase() === ReadOptions.FilterOptions.FilterCase.STREAM_IDENTIFIER;
  const expression = onStream ? filter.getStreamIdentifier() : filter.getEventType();
  const prefixes = expression?.getPrefixList() ?? [];
  const regex = expression?.getRegex() ? new RegExp(expression.getRegex()) : undefined;
  const matches = (value: string) =>
    prefixes.length > 0 ? prefixes.some((prefix) => value.startsWith(prefix)) : (regex?.test(value) ?? true);
  return (record) => matches(onStream ? record.stream : record.type);
}

/** After how many records looked at a filtered subscription reports a checkpoint. */
function checkpointEvery(options: ReadReq.Options): number {
  const filter = options.getFilter();
  if (!filter) return Number.POSITIVE_INFINITY;
  const window =
    filter.getWindowCase() === ReadOptions.FilterOptions.WindowCase.MAX
      ? filter.getMax()
      : DEFAULT_CHECKPOINT_WINDOW;
  return Math.max(1, window * Math.max(1, filter.getCheckpointintervalmultiplier()));
}

function readEvent(record: LogRecord, structuredIds: boolean, withPosition: boolean): ReadResp {
  const recorded = new ReadRespMessage.ReadEvent.RecordedEvent();
  recorded.setId(uuidMessage(record.id, structuredIds));
  const identifier = new StreamIdentifier();
  identifier.setStreamName(Buffer.from(record.stream, 'utf8'));
  recorded.setStreamIdentifier(identifier);
  recorded.setStreamRevision(String(record.revision));
  recorded.setCommitPosition(String(record.position));
  recorded.setPreparePosition(String(record.position));
  const metadata = recorded.getMetadataMap();
  metadata.set('type', record.type);
  metadata.set('content-type', record.contentType);
  metadata.set('created', String(record.created));
  recorded.setData(record.data);
  recorded.setCustomMetadata(record.customMetadata);
  const event = new ReadRespMessage.ReadEvent();
  event.setEvent(recorded);
  if (withPosition) event.setCommitPosition(String(record.position));
  else event.setNoPosition(new Empty());
  const response = new ReadRespMessage();
  response.setEvent(event);
  return response;
}

function checkpoint(position: bigint): ReadResp {
  const reached = new ReadRespMessage.Checkpoint();
  reached.setCommitPosition(String(position));
  reached.setPreparePosition(String(position));
  const response = new ReadRespMessage();
  response.setCheckpoint(reached);
  return response;
}

function streamName(identifier: StreamIdentifierMessage | undefined): string {
  const name = identifier ? Buffer.from(identifier.getStreamName_asU8()).toString('utf8') : '';
  if (name === '') throw invalidArgument('A stream name is required');
  return name;
}

function uuidOf(uuid: UUID | undefined): string {
  let id = '';
  if (uuid?.hasStructured()) {
    const structured = uuid.getStructured()!;
    const hex = (bits: string) => (BigInt(bits) & (2n ** 64n - 1n)).toString(16).padStart(16, '0');
    const most = hex(structured.getMostSignificantBits());
    const least = hex(structured.getLeastSignificantBits());
    id = `${most.slice(0, 8)}-${most.slice(8, 12)}-${most.slice(12)}-${least.slice(0, 4)}-${least.slice(4)}`;
  } else if (uuid) {
    id = uuid.getString();
  }
  if (!UUID_PATTERN.test(id)) throw invalidArgument(`An event id must be a UUID: '${id}'`);
  return id.toLowerCase();
}

function uuidMessage(id: string, structured: boolean): UUID {
  const uuid = new UuidMessage();
  if (!structured) {
    uuid.setString(id);
    return uuid;
  }
  const hex = id.replaceAll('-', '');
  const signed = (bits: string) => BigInt.asIntN(64, BigInt(`0x${bits}`)).toString();
  const value = new UuidMessage.Structured();
  value.setMostSignificantBits(signed(hex.slice(0, 16)));
  value.setLeastSignificantBits(signed(hex.slice(16)));
  uuid.setStructured(value);
  return uuid;
}

/** Writes a message, waiting for the client to take it when its buffer is full. */
async function write(call: grpc.ServerWritableStream<ReadReq, ReadResp>, message: ReadResp): Promise<void> {
  if (call.cancelled || call.writableEnded) return;
  if (call.write(message)) return;
  // Waits for the client to take more; the listeners of the events that did not happen are
  // removed (a slow subscriber would otherwise pile them up on its call).
  const done = new AbortController();
  const event = (name: string) =>
    once(call, name, { signal: done.signal }).catch((error: unknown) => {
      if (!done.signal.aborted) throw error;
    });
  try {
    await Promise.race([event('drain'), event('cancelled'), event('close')]);
  } finally {
    done.abort();
  }
}

type ServiceError = Partial<grpc.StatusObject> & { code: grpc.status };

/** Errors as EventStoreDB reports them: a status, and the `exception` trailer the clients read. */
function rpcError(code: grpc.status, details: string, trailers: Record<string, string> = {}): ServiceError {
  const metadata = new grpc.Metadata();
  for (const [key, value] of Object.entries(trailers)) metadata.set(key, value);
  return { code, details, metadata };
}

function invalidArgument(details: string): ServiceError {
  return rpcError(grpc.status.INVALID_ARGUMENT, details);
}

function unimplemented(details: string): ServiceError {
  return rpcError(grpc.status.UNIMPLEMENTED, details);
}

function streamDeleted(stream: string): ServiceError {
  return rpcError(grpc.status.FAILED_PRECONDITION, `Event stream '${stream}' is deleted.`, {
    exception: 'stream-deleted',
    'stream-name': stream,
  });
}

function toServiceError(error: unknown): ServiceError {
  if (error instanceof StreamDeletedError) return streamDeleted(error.stream);
  if (error instanceof WrongExpectedVersionError) {
    const expected = { any: '-2', no_stream: '-1', stream_exists: '-4' } as const;
    return rpcError(grpc.status.FAILED_PRECONDITION, error.message, {
      exception: 'wrong-expected-version',
      'stream-name': error.stream,
      'expected-version':
        typeof error.expected === 'bigint' ? String(error.expected) : expected[error.expected],
      'actual-version': error.actual === 'no_stream' ? '-1' : String(error.actual),
    });
  }
  if (error instanceof RangeError || error instanceof TypeError) return invalidArgument(error.message);
  if (typeof error === 'object' && error !== null && 'code' in error) return error as ServiceError;
  return rpcError(grpc.status.INTERNAL, error instanceof Error ? error.message : String(error));
}

function fail(call: grpc.ServerWritableStream<ReadReq, ReadResp>, error: unknown): void {
  if (call.cancelled || call.writableEnded) return;
  call.emit('error', toServiceError(error));
}
