import { type Evolver, fold } from '@receptionist/domain-kit';
import { decideTrackVisit } from '@receptionist/analytics-domain';
import { pageViewsStream } from '@receptionist/analytics-domain';
import {
  billableMinutes,
  callDecider,
  NO_CALL_OUTCOMES,
  callKeyOfPlatformCall,
  callLogId,
  callStream,
  periodOf,
  type CallOutcomes,
  type ReportedRecording,
  usageDecider,
  usageStream,
  type CallDetails,
  type UsageState,
} from '@receptionist/calls-domain';
import {
  clientDecider,
  clientIdOfOwner,
  clientStream,
  phoneLineDecider,
  phoneLineStream,
  type ClientCommand,
  type ClientState,
} from '@receptionist/clients-domain';
import {
  AI_PERSONALITIES,
  AI_VOICES,
  type CallOutcome,
  CALL_OUTCOMES,
  CALL_SENTIMENTS,
  PLAN_TYPES,
  type DemoRequestStatus,
} from '@receptionist/contracts';
import { userDecider, userStream, type UserCommand, type UserState } from '@receptionist/identity-domain';
import { demoRequestDecider, demoRequestStream, type Actor, type DemoRequestState } from '@receptionist/leads-domain';
import type { EventRowValues } from '../bench-events';
import {
  adminNote,
  businessName,
  callTopic,
  demoRequestFields,
  greeting,
  personName,
  phoneNumber,
  REFERRERS,
  reportedAppointment,
  reportedMessage,
  reportedSms,
  reportedTransfer,
  TRACKED_PATHS,
  transcript,
} from './realistic-content';
import { SeededRandom } from './seeded-random';

export interface RealisticLogOptions {
  /** Events in the log (the last command's events may be cut to reach it exactly). */
  total: number;
  seed: number;
}

interface DomainEvent {
  type: string;
  data: unknown;
}

/** The part of every context's decider the simulation needs. */
interface Decider<S, C> {
  initialState: S;
  evolve(state: S, event: never): S;
  decide(command: C, state: S, context: never): DomainEvent[];
}

/** The agent settings the log edits (the first five: the agent's knowledge and rules have their own bench, bench:inbound). */
const AGENT_SETTING_FIELDS = ['business_name', 'greeting_message', 'ai_voice', 'ai_personality', 'forwarding_number'] as const;
const DAY_MS = 86_400_000;
const START = Date.UTC(2025, 0, 1);
const SPAN_MS = 365 * DAY_MS;
const SITE_HOST = 'receptionist.example.com';
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const ADMINS = 3;

/**
 * Commands other than sign-ups, drawn at random with these weights (per command). A call writes about 3.2 events
 * (CallLogged, its outcomes, the recording uploaded with most answered calls, UsageMinutesCounted, sometimes
 * UsageThresholdReached), so calls make ~78% of the events: lead submissions ~7%, lead status changes ~4%, notes ~1.5%,
 * page views ~6%, sign-ins, settings edits and plan changes ~2%, sign-ups (scheduled, ~7 events each, one per 500
 * events) ~1.4%.
 */
const WEIGHTS = {
  call: 0.3465,
  leadSubmitted: 0.1,
  leadStatus: 0.06,
  leadNotes: 0.02,
  pageView: 0.083,
  signIn: 0.01,
  setting: 0.012,
  planChange: 0.001,
} as const;
type Action = keyof typeof WEIGHTS;
const ACTIONS = Object.keys(WEIGHTS) as Action[];
const WEIGHT_SUM = ACTIONS.reduce((sum, action) => sum + WEIGHTS[action], 0);

/** How often the receptionist texts the caller after a call, by the call's outcome (missed calls get a text-back). */
const SMS_FOLLOW_UP_SHARE: Record<CallOutcome, number> = { booked_appointment: 0.6, missed: 0.3, completed: 0.2, information: 0.2, voicemail: 0.1 };

const NEXT_STATUS: Record<DemoRequestStatus, DemoRequestStatus[]> = {
  new: ['contacted', 'contacted', 'contacted', 'rejected'],
  contacted: ['qualified', 'qualified', 'rejected', 'new'],
  qualified: ['converted', 'converted', 'rejected', 'contacted'],
  converted: ['qualified'],
  rejected: ['contacted'],
};

interface Person {
  userId: string;
  email: string;
}

/**
 * A year of the product's use, decided through each context's real decider (so every event has the shape the
 * product writes and obeys its rules), as rows for the SQLite event table. Deterministic for a seed.
 */
class RealisticSimulation {
  readonly rows: EventRowValues[] = [];
  produced = 0;
  private readonly random: SeededRandom;
  private readonly revisions = new Map<string, number>();
  private readonly users = new Map<string, UserState>();
  private readonly clients = new Map<string, ClientState>();
  private readonly leads = new Map<string, DemoRequestState>();
  private readonly usage = new Map<string, UsageState>();
  private readonly phoneLines = new Map<string, { clientId: string | null }>();
  private readonly admins: Person[] = [];
  private readonly clientUsers: Person[] = [];
  private readonly people = new Map<string, Person>();
  private readonly clientIds: string[] = [];
  private readonly callableClientIds: string[] = [];
  private readonly leadIds: string[] = [];
  private readonly plannedSignups: number;
  private signups = 0;
  private usagePeriod = '';

  constructor(private readonly options: RealisticLogOptions) {
    this.random = new SeededRandom(options.seed);
    this.plannedSignups = Math.max(2, Math.round(options.total / 500));
  }

  /** Decides the next command(s) and appends their events to `rows`. */
  step(): void {
    if (this.admins.length < ADMINS) return this.createAdmin();
    if (this.signups < this.plannedSignups && this.produced >= this.nextSignupAt()) return this.signUp();
    let draw = this.random.float() * WEIGHT_SUM;
    const action = ACTIONS.find((candidate) => (draw -= WEIGHTS[candidate]) < 0) ?? 'pageView';
    this.run(action);
  }

  /** Half the clients exist from the start, the other half sign up evenly over the year. */
  private nextSignupAt(): number {
    const upFront = Math.ceil(this.plannedSignups / 2);
    if (this.signups < upFront) return 0;
    const later = this.plannedSignups - upFront;
    return Math.floor(((this.signups - upFront + 1) / (later + 1)) * this.options.total);
  }

  private run(action: Action): void {
    switch (action) {
      case 'call':
        return this.callableClientIds.length > 0 ? this.logCall() : this.pageView();
      case 'leadSubmitted':
        return this.submitLead();
      case 'leadStatus':
        return this.leadIds.length > 0 ? this.changeLeadStatus() : this.submitLead();
      case 'leadNotes':
        return this.leadIds.length > 0 ? this.saveLeadNotes() : this.submitLead();
      case 'pageView':
        return this.pageView();
      case 'signIn':
        return this.signIn();
      case 'setting':
        return this.changeSetting();
      case 'planChange':
        return this.changePlan();
    }
  }

  private now(): Date {
    return new Date(START + Math.floor((this.produced / this.options.total) * SPAN_MS));
  }

  /** Runs a command through a decider on the stream's state and records the decided events. */
  private decide<S, C>(
    states: Map<string, S> | null,
    stream: string,
    decider: Decider<S, C>,
    command: C,
    context: object,
    actorId: string | null,
  ): DomainEvent[] {
    const state = states?.get(stream) ?? decider.initialState;
    const events = decider.decide(command, state, context as never);
    if (states) states.set(stream, fold(decider as Evolver<S, never>, events, state));
    this.record(stream, events, actorId, states !== null);
    return events;
  }

  private record(stream: string, events: DomainEvent[], actorId: string | null, tracked: boolean): void {
    if (events.length === 0) return;
    const occurredAt = this.now().toISOString();
    let revision = tracked ? (this.revisions.get(stream) ?? -1) : -1;
    let correlationId: string | null = null;
    for (const event of events) {
      revision++;
      const eventId = this.random.uuid();
      correlationId ??= eventId;
      const metadata = { actorId, correlationId, causationId: null, occurredAt };
      this.rows.push({ stream, revision, eventId, type: event.type, data: JSON.stringify(event.data), metadata: JSON.stringify(metadata) });
      this.produced++;
    }
    if (tracked) this.revisions.set(stream, revision);
  }

  /** Who acts, as commands name them. */
  private actorById(userId: string | null): Person {
    return this.people.get(userId as string) as Person;
  }

  private registerUser(role: 'admin' | 'client'): Person {
    const { first, last } = personName(this.random);
    const userId = this.random.uuid();
    const email = `${first.toLowerCase()}.${userId.slice(0, 8)}@${role === 'admin' ? SITE_HOST : 'example.org'}`;
    const now = { now: this.now() };
    const stream = userStream(userId);
    const register: UserCommand = {
      type: 'RegisterUser',
      data: { userId, email, fullName: `${first} ${last}`, roles: [role], confirmed: role === 'admin' },
    };
    this.decide(this.users, stream, userDecider, register, now, role === 'admin' ? null : userId);
    if (role === 'client') this.decide(this.users, stream, userDecider, { type: 'ConfirmEmail', data: {} }, now, userId);
    this.people.set(userId, { userId, email });
    return { userId, email };
  }

  private createAdmin(): void {
    this.admins.push(this.registerUser('admin'));
  }

  /** Sign-up, e-mail confirmation, the client record on the first dashboard visit, a number requested and assigned. */
  private signUp(): void {
    this.signups++;
    const owner = this.registerUser('client');
    this.clientUsers.push(owner);
    const clientId = clientIdOfOwner(owner.userId);
    const stream = clientStream(clientId);
    const as = (actorId: string) => ({ now: this.now(), actorId });
    this.decide(
      this.clients,
      stream,
      clientDecider,
      { type: 'CreateClient', data: { clientId, ownerId: owner.userId, by: null } } as ClientCommand,
      as(owner.userId),
      owner.userId,
    );
    this.clientIds.push(clientId);
    this.decide(
      this.clients,
      stream,
      clientDecider,
      { type: 'RequestPhoneNumber', data: { by: owner } } as ClientCommand,
      as(owner.userId),
      owner.userId,
    );
    const admin = this.random.pick(this.admins);
    let number = phoneNumber(this.random);
    while (this.phoneLines.get(phoneLineStream(number))?.clientId) number = phoneNumber(this.random);
    this.decide(this.phoneLines, phoneLineStream(number), phoneLineDecider, { type: 'ReservePhoneLine', data: { clientId } }, {}, admin.userId);
    this.decide(
      this.clients,
      stream,
      clientDecider,
      { type: 'AssignPhoneNumber', data: { phoneNumber: number, by: admin } } as ClientCommand,
      as(admin.userId),
      admin.userId,
    );
    this.callableClientIds.push(clientId);
  }

  private signIn(): void {
    const user = this.random.chance(0.05) ? this.random.pick(this.admins) : this.random.pick(this.clientUsers);
    const command: UserCommand = {
      type: 'RecordSignIn',
      data: { sessionId: this.random.uuid(), method: this.random.chance(0.7) ? 'password' : 'magiclink' },
    };
    this.decide(this.users, userStream(user.userId), userDecider, command, { now: this.now() }, user.userId);
  }

  private changeSetting(): void {
    const clientId = this.random.pick(this.clientIds);
    const state = this.clients.get(clientStream(clientId)) as ClientState;
    const field = this.random.pick(AGENT_SETTING_FIELDS);
    const business = state.settings.business_name ?? businessName(this.random);
    const value = {
      business_name: () => businessName(this.random),
      greeting_message: () => greeting(this.random, business),
      ai_voice: () => this.random.pick(AI_VOICES).value as string,
      ai_personality: () => this.random.pick(AI_PERSONALITIES) as string,
      forwarding_number: () => (this.random.chance(0.2) ? '' : phoneNumber(this.random)),
    }[field]();
    const owner = state.ownerId;
    this.decide(
      this.clients,
      clientStream(clientId),
      clientDecider,
      { type: 'ChangeClientSetting', data: { field, value, by: this.actorById(owner) } } as ClientCommand,
      { now: this.now(), actorId: owner },
      owner,
    );
  }

  /** The client asks for another plan; an administrator applies it. */
  private changePlan(): void {
    const clientId = this.random.pick(this.clientIds);
    const stream = clientStream(clientId);
    const state = this.clients.get(stream) as ClientState;
    const plan = this.random.pick(PLAN_TYPES.filter((candidate) => candidate !== state.plan));
    const owner = state.ownerId;
    this.decide(
      this.clients,
      stream,
      clientDecider,
      { type: 'RequestPlanChange', data: { plan, by: this.actorById(owner) } } as ClientCommand,
      { now: this.now(), actorId: owner },
      owner,
    );
    const admin = this.random.pick(this.admins).userId;
    this.decide(
      this.clients,
      stream,
      clientDecider,
      { type: 'ChangePlan', data: { plan, by: this.actorById(admin) } } as ClientCommand,
      { now: this.now(), actorId: admin },
      admin,
    );
  }

  private submitLead(): void {
    const requestId = this.random.uuid();
    const fields = demoRequestFields(this.random, this.leadIds.length);
    this.decide(
      this.leads,
      demoRequestStream(requestId),
      demoRequestDecider,
      { type: 'SubmitDemoRequest', data: { requestId, fields } },
      { now: this.now() },
      null,
    );
    this.leadIds.push(requestId);
  }

  /** Admins work mostly on recent requests. */
  private recentLead(): { requestId: string; state: DemoRequestState; by: Actor } {
    const offset = Math.floor(this.leadIds.length * this.random.float() ** 3);
    const requestId = this.leadIds[this.leadIds.length - 1 - offset];
    const state = this.leads.get(demoRequestStream(requestId)) as DemoRequestState;
    const admin = this.random.pick(this.admins);
    return { requestId, state, by: { userId: admin.userId, email: admin.email } };
  }

  private changeLeadStatus(): void {
    const { requestId, state, by } = this.recentLead();
    const status = this.random.pick(NEXT_STATUS[state.status]);
    const command = { type: 'ChangeDemoRequestStatus' as const, data: { requestId, status, expectedRevision: state.revision, by } };
    this.decide(this.leads, demoRequestStream(requestId), demoRequestDecider, command, { now: this.now() }, by.userId);
  }

  private saveLeadNotes(): void {
    const { requestId, state, by } = this.recentLead();
    const notes = `${state.notes ? `${state.notes}\n` : ''}${adminNote(this.random)}`.slice(-1900);
    const command = { type: 'SaveDemoRequestNotes' as const, data: { requestId, notes, expectedRevision: state.revision, by } };
    this.decide(this.leads, demoRequestStream(requestId), demoRequestDecider, command, { now: this.now() }, by.userId);
  }

  private pageView(): void {
    const lead = this.random.chance(0.05);
    const events = decideTrackVisit({
      kind: lead ? 'lead' : 'page_view',
      path: lead ? '/demo/thank-you' : this.random.pick(TRACKED_PATHS),
      referrer: this.random.pick(REFERRERS),
      siteHost: SITE_HOST,
      userAgent: BROWSER,
      now: this.now().toISOString(),
    });
    const day = this.now().toISOString().slice(0, 10);
    this.record(pageViewsStream(day), events, null, true);
  }

  /** The voice platform reports a call: CallLogged on the call's stream, then its minutes on the usage stream. */
  private logCall(): void {
    // Busy and quiet businesses: the oldest clients get most calls (the top 1% about a tenth of them, enough to cross
    // their plan's usage warnings), the newest few.
    const clientId = this.callableClientIds[Math.floor(this.callableClientIds.length * this.random.float() ** 2)];
    const client = this.clients.get(clientStream(clientId)) as ClientState;
    const test = this.random.chance(0.02);
    const outcome = this.random.pick(CALL_OUTCOMES);
    const answered = outcome !== 'missed';
    const durationSeconds = answered ? this.random.int(40, 720) : this.random.int(3, 30);
    const startedAt = new Date(this.now().getTime() - durationSeconds * 1000).toISOString();
    const details: CallDetails = {
      callerNumber: phoneNumber(this.random),
      startedAt,
      durationSeconds,
      outcome,
      callType: test ? 'test' : this.random.chance(0.9) ? 'inbound' : 'outbound',
      transcript: answered ? transcript(this.random) : null,
      summary: answered ? `Caller asked about ${callTopic(this.random)}; ${outcome.replace('_', ' ')}.` : null,
      sentiment: answered ? this.random.pick(CALL_SENTIMENTS) : null,
      topic: answered ? callTopic(this.random) : null,
      agent: null,
    };
    const platformCallId = test ? null : `CA${this.random.uuid().replace(/-/g, '')}`;
    const callKey = platformCallId === null ? this.random.uuid().replace(/-/g, '') : callKeyOfPlatformCall(platformCallId);
    const callId = callLogId(clientId, callKey);
    const outcomes = test ? NO_CALL_OUTCOMES : this.callOutcomes(details);
    const recording = answered && this.random.chance(0.6) ? this.uploadedRecording(clientId, callKey, durationSeconds) : null;
    // One decision per call stream, never read again: not kept in memory.
    this.decide(
      null,
      callStream(callKey),
      callDecider,
      { type: 'LogCall', data: { callId, clientId, platformCallId, details, outcomes, recording } },
      { now: this.now() },
      null,
    );
    const period = periodOf(startedAt);
    if (period !== this.usagePeriod) {
      // Calls of a closed month are not counted any more: only this month's (and the last one's) states are kept.
      for (const key of this.usage.keys()) if (!key.endsWith(period) && !key.endsWith(this.usagePeriod)) this.usage.delete(key);
      this.usagePeriod = period;
    }
    const count = {
      type: 'CountCallMinutes' as const,
      data: { clientId, period, callId, minutes: billableMinutes(details), minutesLimit: client.minutesLimit },
    };
    this.decide(this.usage, usageStream(clientId, period), usageDecider, count, {}, null);
  }

  /** What the receptionist did besides answering: bookings, messages, transfers and text follow-ups. */
  private callOutcomes({ outcome, callerNumber }: CallDetails): CallOutcomes {
    const random = this.random;
    const message = outcome === 'voicemail' || (outcome === 'information' && random.chance(0.25));
    const transfer = (outcome === 'information' && random.chance(0.2)) || (outcome === 'completed' && random.chance(0.15));
    const sms = outcome !== null && random.chance(SMS_FOLLOW_UP_SHARE[outcome]);
    return {
      appointment: outcome === 'booked_appointment' ? reportedAppointment(random, this.now()) : null,
      message: message ? reportedMessage(random) : null,
      transfer: transfer ? reportedTransfer(random) : null,
      sms: sms ? reportedSms(random, callerNumber) : null,
    };
  }

  /** An MP3 of the call (128 kbit/s) uploaded with the report, under a key named like the product's. */
  private uploadedRecording(clientId: string, callKey: string, durationSeconds: number): ReportedRecording {
    const digest = `${this.random.uuid()}${this.random.uuid()}`.replace(/-/g, '');
    const blobKey = `recordings/${clientId}/${callKey}/${digest}`;
    return { kind: 'upload', blobKey, contentType: 'audio/mpeg', sizeBytes: durationSeconds * 16_000, durationSeconds: null };
  }
}

/** The realistic log as SQLite event rows, in append order; exactly `total` rows. */
export function* realisticEventRows(options: RealisticLogOptions): Generator<EventRowValues> {
  const simulation = new RealisticSimulation(options);
  let yielded = 0;
  while (yielded < options.total) {
    simulation.step();
    for (const row of simulation.rows) {
      if (yielded === options.total) break;
      yield row;
      yielded++;
    }
    simulation.rows.length = 0;
  }
}
